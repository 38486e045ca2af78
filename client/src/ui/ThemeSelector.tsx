import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { toColorScheme, toPreference } from './color-scheme';

/** Light, dark or follow the system (shown in the footer). */
export function ThemeSelector() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label="Colour scheme"
      value={toPreference(colorScheme)}
      onChange={(value) => setColorScheme(toColorScheme(value) ?? 'auto')}
      data={[
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
        { value: 'system', label: 'System' },
      ]}
    />
  );
}
