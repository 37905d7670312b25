import { Svg, type IconProps } from './svg';

export const ArrowLeftRight = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 3 4 7l4 4" />
    <path d="M4 7h16" />
    <path d="m16 21 4-4-4-4" />
    <path d="M20 17H4" />
  </Svg>
);
