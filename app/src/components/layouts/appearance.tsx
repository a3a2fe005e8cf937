import { SlidersHorizontalIcon } from '@phosphor-icons/react/dist/ssr/SlidersHorizontal';
import { IconButton } from '@plaza/ui';
import { useState } from 'react';
import { useMessage } from '../../hooks/use-message';
import { lazyOnOpen } from '../lazy-on-open';

const AppearanceCustomizer = lazyOnOpen(
  async () => (await import('./appearance-customizer')).AppearanceCustomizer,
);

/** The header's appearance button and the Customizer it opens, loaded on the first press. */
export function Appearance() {
  const [isOpen, setOpen] = useState(false);
  const say = useMessage();
  return (
    <>
      <IconButton label={say('customizer.open')} onPress={() => setOpen(true)}>
        <SlidersHorizontalIcon />
      </IconButton>
      <AppearanceCustomizer isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
