import { Svg, type IconProps } from './svg';

export const SearchX = (props: IconProps) => (
  <Svg {...props}>
    <path d="m13.5 8.5-5 5" />
    <path d="m8.5 8.5 5 5" />
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </Svg>
);
