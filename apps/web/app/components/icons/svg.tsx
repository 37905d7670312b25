/**
 * The frame of the shop's icons: static SVG drawn with the paths of Lucide (lucide-react 1.75.0, ISC
 * licence, https://lucide.dev/license), without Lucide's runtime (docs/decisions/006). One icon per
 * file, so each page's chunk carries only the icons it shows. Size and colour come from classes.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;
/** Any icon, for props that take one (a header link, an admin menu entry). */
export type IconComponent = (props: IconProps) => ReactNode;

/** The 24×24 stroked frame every icon draws in. */
export function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
