import { Svg, type IconProps } from './svg';

export const Cylinder = (props: IconProps) => (
  <Svg {...props}>
    <ellipse cx="12" cy="5" rx="9" ry="3" />
    <path d="M3 5v14a9 3 0 0 0 18 0V5" />
  </Svg>
);
