import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconBackspace, IconKeyboard } from '../icons/index.ts';
import {
  backspace,
  clear,
  filledLength,
  isKeyboardTarget,
  keyboardKindOf,
  maxLengthOf,
  typeInto,
  type KeyboardKind,
  type KeyboardTarget,
} from './keyboard-input.ts';
import { NUMERIC_LAYOUT, TEXT_LAYOUTS, UZBEK_KEYS, type KeyboardLayoutId } from './layouts.ts';
import classes from './on-screen-keyboard.module.css';

type Active = { element: KeyboardTarget; kind: KeyboardKind };

function Key({ onPress, children, wide, tone, label, testId }: { onPress: () => void; children: ReactNode; wide?: number; tone?: 'accent' | 'muted'; label?: string; testId?: string }) {
  return (
    <UnstyledButton
      className={classes.key}
      data-tone={tone}
      style={{ flexGrow: wide ?? 1 }}
      aria-label={label}
      data-testid={testId}
      // The input keeps the focus: the keyboard never takes it, so the caret stays where it was.
      onPointerDown={(event) => event.preventDefault()}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </UnstyledButton>
  );
}

/**
 * spec/shell.md 2.4: the kiosk's on-screen keyboard, on every input. It
 * follows the focus: a text keyboard with English and Russian layouts (with
 * the Uzbek o', g', sh, ch and ў, қ, ғ, ҳ as single keys), or a
 * numeric pad for number fields that closes once the field is full (7
 * digits of a passport number, 14 of a sum), with the decimal separator's
 * key where the field has one (`data-keyboard-radix`); 250 characters at
 * most unless the field says otherwise.
 */
export function OnScreenKeyboard() {
  const { t } = useLingui();
  const [active, setActive] = useState<Active | null>(null);
  const [layout, setLayout] = useState<KeyboardLayoutId>('en');
  const [isUpper, setUpper] = useState(true);
  const panelRef = useRef<HTMLDivElement>(null);

  const open = useCallback((element: EventTarget | null) => {
    if (!isKeyboardTarget(element)) return;
    setActive({ element, kind: keyboardKindOf(element) });
    // Above the keyboard, not under it. A searchable select opens its list below itself: it goes
    // to the top of the screen (its scroll margin clears the header) so the list has the room
    // between it and the keyboard, which would otherwise cover the lower options.
    // The select moves at once, not smoothly: its open list follows it, and a list still gliding would
    // move the option from under the finger.
    const list = element.getAttribute('aria-haspopup') === 'listbox';
    requestAnimationFrame(() => element.scrollIntoView?.(list ? { block: 'start', behavior: 'instant' } : { block: 'center', behavior: 'smooth' }));
  }, []);

  useEffect(() => {
    let closing: ReturnType<typeof setTimeout> | undefined;
    const onFocusIn = (event: FocusEvent) => {
      clearTimeout(closing);
      open(event.target);
    };
    // A tap on the input that already has the focus brings a closed pad back.
    const onClick = (event: MouseEvent) => {
      if (event.target === document.activeElement) open(event.target);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && (panelRef.current?.contains(next) || isKeyboardTarget(next))) return;
      // Closed a moment later: removing the panel (and the room under the page) at once would move
      // the button being tapped from under the finger, and the tap would land elsewhere.
      clearTimeout(closing);
      closing = setTimeout(() => setActive(null), 250);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onClick);
    return () => {
      clearTimeout(closing);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  useEffect(() => {
    // An input that leaves the page (a dialog closed) takes the keyboard with it.
    if (!active) return;
    const id = setInterval(() => {
      if (!active.element.isConnected) setActive(null);
    }, 500);
    return () => clearInterval(id);
  }, [active]);

  useEffect(() => {
    if (!active) return;
    document.body.dataset.keyboardOpen = 'true';
    return () => {
      delete document.body.dataset.keyboardOpen;
    };
  }, [active]);

  if (!active) return null;
  const { element, kind } = active;
  const radix = kind === 'numeric' ? element.dataset.keyboardRadix : undefined;

  const press = (text: string) => {
    typeInto(element, text, kind);
    if (kind === 'numeric' && filledLength(element, kind) >= maxLengthOf(element)) setActive(null);
  };
  const done = () => {
    setActive(null);
    element.blur();
  };

  return (
    <Paper ref={panelRef} className={classes.panel} shadow="xl" radius={0} role="group" aria-label={t`Ekran klaviaturasi`} data-testid="on-screen-keyboard" data-kind={kind}>
      <Box className={kind === 'numeric' ? classes.numeric : classes.text}>
        {kind === 'numeric' ? (
          <>
            {NUMERIC_LAYOUT.map((row) => (
              <div className={classes.row} key={row.join('')}>
                {row.map((digit) => (
                  <Key key={digit} onPress={() => press(digit)} testId={`key-${digit}`}>
                    {digit}
                  </Key>
                ))}
              </div>
            ))}
            <div className={classes.row}>
              <Key onPress={() => clear(element)} tone="muted" label={t`Tozalash`}>
                C
              </Key>
              <Key onPress={() => press('0')} testId="key-0">
                0
              </Key>
              <Key onPress={() => backspace(element)} tone="muted" label={t`O'chirish`}>
                <IconBackspace size={26} />
              </Key>
            </div>
            <div className={classes.row}>
              {/* A sum or a rate has decimals: the field's own separator (the mask's radix). */}
              {radix ? (
                <Key onPress={() => press(radix)} tone="muted" label={t`Kasr ajratgichi`} testId="key-radix">
                  {radix}
                </Key>
              ) : null}
              <Key onPress={done} tone="accent" testId="key-done" wide={radix ? 2 : undefined}>
                <Trans>Tayyor</Trans>
              </Key>
            </div>
          </>
        ) : (
          <>
            {TEXT_LAYOUTS[layout].map((row, index) => (
              <div className={classes.row} key={`${layout}-${index}`}>
                {index === 3 ? (
                  <Key onPress={() => setUpper((u) => !u)} tone={isUpper ? 'accent' : 'muted'} wide={1.5} label={t`Katta harflar`}>
                    ⇧
                  </Key>
                ) : null}
                {row.map((char) => {
                  const text = isUpper ? char.toUpperCase() : char;
                  return (
                    <Key key={char} onPress={() => press(text)} testId={`key-${text}`}>
                      {text}
                    </Key>
                  );
                })}
                {index === 0 ? (
                  <Key onPress={() => backspace(element)} tone="muted" wide={1.5} label={t`O'chirish`}>
                    <IconBackspace size={24} />
                  </Key>
                ) : null}
              </div>
            ))}
            <div className={classes.row}>
              <Key onPress={() => setLayout((l) => (l === 'en' ? 'ru' : 'en'))} tone="muted" wide={1.5} label={t`Tilni almashtirish`} testId="key-layout">
                <Group gap={6} wrap="nowrap">
                  <IconKeyboard size={20} />
                  {layout === 'en' ? 'EN' : 'RU'}
                </Group>
              </Key>
              {UZBEK_KEYS[layout].map((letter) => {
                // Shift gives O', G', SH, CH — the way names are written in the registry.
                const text = isUpper ? letter.toUpperCase() : letter;
                return (
                  <Key key={letter} onPress={() => press(text)} testId={`key-${text}`}>
                    {text}
                  </Key>
                );
              })}
              <Key onPress={() => press(' ')} wide={4} label={t`Bo'sh joy`}>
                {' '}
              </Key>
              <Key onPress={() => clear(element)} tone="muted" wide={1.5}>
                <Trans>Tozalash</Trans>
              </Key>
              <Key onPress={done} tone="accent" wide={2} testId="key-done">
                <Trans>Tayyor</Trans>
              </Key>
            </div>
          </>
        )}
      </Box>
    </Paper>
  );
}
