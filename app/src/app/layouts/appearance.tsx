import { SlidersHorizontalIcon } from '@phosphor-icons/react/dist/ssr/SlidersHorizontal';
import { Button, IconButton } from '@plaza/ui';
import { useState } from 'react';
import { useMessage } from '../../hooks/use-message';
import { lazyOnOpen } from '../../components/lazy-on-open';

const AppearanceCustomizer = lazyOnOpen(
  async () => (await import('./appearance-customizer')).AppearanceCustomizer,
);

interface AppearanceProps {
  /**
   * Whether it sits in the phone's menu, as a button with its word, rather than in the header as
   * an icon.
   * @default false
   */
  inMenu?: boolean;
}

/** The appearance button and the Customizer it opens, loaded on the first press. */
export function Appearance({ inMenu = false }: AppearanceProps) {
  const [isOpen, setOpen] = useState(false);
  const say = useMessage();
  return (
    <>
      {inMenu ? (
        <Button variant="ghost" onPress={() => setOpen(true)}>
          <SlidersHorizontalIcon aria-hidden />
          {say('customizer.open')}
        </Button>
      ) : (
        <IconButton label={say('customizer.open')} onPress={() => setOpen(true)}>
          <SlidersHorizontalIcon />
        </IconButton>
      )}
      <AppearanceCustomizer isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
