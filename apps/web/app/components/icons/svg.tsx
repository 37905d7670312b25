/**
 * The frame of the shop's icons: static SVG drawn with the paths of Lucide (lucide-react 1.75.0, ISC
 * licence, https://lucide.dev/license), without Lucide's runtime (docs/decisions/006). One icon per
 * file, so each page's chunk carries only the icons it shows. Size and colour come from classes.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;
/** Any icon, for props that take one (a header link, an admin menu entry). */
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * The 24×24 stroked frame every icon draws in. Its size and stroke are the `icon` rule of app.css, not
 * attributes: a page shows a dozen icons, and each would repeat them (inline SVG in HTML needs no xmlns).
 * A size class (`size-5`) or a fill utility overrides the rule.
 */
export function Svg({ children, className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className ? `icon ${className}` : 'icon'} {...props}>
      {children}
    </svg>
  );
}
