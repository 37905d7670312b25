import { Monitor } from './icons/monitor';
import { Moon } from './icons/moon';
import { Sun } from './icons/sun';
import { COLOR_MODES, useColorMode } from '../lib/color-mode';
import { useDictionary } from '../lib/i18n';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** One button that cycles the colour mode: system → light → dark. */
export function ColorModeSwitch() {
  const t = useDictionary();
  const [mode, setMode] = useColorMode();
  const current = mode ?? 'system';
  const next = COLOR_MODES[(COLOR_MODES.indexOf(current) + 1) % COLOR_MODES.length] ?? 'system';
  const Icon = ICONS[current];
  return (
    <button
      type="button"
      onClick={() => setMode(next)}
      aria-label={`${t.theme.label}: ${t.theme[current]}`}
      title={`${t.theme.label}: ${t.theme[current]}`}
      className="icon-button"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
