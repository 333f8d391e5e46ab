import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import classes from './services-carousel.module.css';

type Slide = { title: MessageDescriptor; text: MessageDescriptor; to: string; action: MessageDescriptor; tone: string };

/** The six services of the home page's carousel (acts-domain 2 "Home"). */
const SLIDES: Slide[] = [
  { title: msg`Avtomobil oldi-sotdi shartnomasi — onlayn`, text: msg`Shartnomani portalda tayyorlang, xaridorni SMS orqali taklif qiling va notarius bilan videokonferensiyada rasmiylashtiring.`, to: '/na_details/1', action: msg`Batafsil`, tone: 'blue' },
  { title: msg`Ishonchnomani onlayn rasmiylashtirish`, text: msg`Transport vositasi, ko'chmas mulk yoki umumiy ishonchnoma. Yaqin qarindoshlar uchun davlat boji 50 foizga kam.`, to: '/na_details/101', action: msg`Batafsil`, tone: 'teal' },
  { title: msg`Notarius qabuliga elektron navbat`, text: msg`Qulay idora va vaqtni tanlang. Qabuldan bir kun va bir soat oldin SMS eslatma keladi.`, to: '/equeue', action: msg`Navbat olish`, tone: 'violet' },
  { title: msg`Ishonchnomani tekshirish`, text: msg`Ishonchnoma haqiqiymi va amaldami — reyestr raqami va sanasi bo'yicha bir daqiqada bilib oling.`, to: '/search_proxy', action: msg`Tekshirish`, tone: 'indigo' },
  { title: msg`Meros ishlarini qidirish`, text: msg`Meros ishi qaysi notariusda ochilganini marhumning F.I.Sh. yoki vafot etgan sanasi bo'yicha toping.`, to: '/search_inheritcase', action: msg`Qidirish`, tone: 'cyan' },
  { title: msg`Yaqin atrofdagi notarius`, text: msg`Xaritada eng yaqin notarial idorani, ish vaqti va mijozlar baholarini ko'ring.`, to: '/notary', action: msg`Notariuslar`, tone: 'grape' },
];

const INTERVAL_MS = 7000;

export function ServicesCarousel() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  useEffect(() => {
    if (isPaused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isPaused]);
  const slide = SLIDES[index]!;
  return (
    <Box
      className={classes.carousel}
      data-tone={slide.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      aria-roledescription={t`karusel`}
      data-testid="home-carousel"
    >
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <ActionIcon variant="white" radius="xl" size="lg" onClick={() => setIndex((index + SLIDES.length - 1) % SLIDES.length)} aria-label={t`Oldingi`}>
          ‹
        </ActionIcon>
        <Stack gap="sm" className={classes.body} aria-live="polite">
          <Text size="sm" fw={600} className={classes.counter}>
            {index + 1} / {SLIDES.length}
          </Text>
          <Title order={2} c="white" fz={{ base: 22, sm: 28 }}>
            {i18n._(slide.title)}
          </Title>
          <Text c="white" maw={640} opacity={0.92}>
            {i18n._(slide.text)}
          </Text>
          <Group>
            <Button component={Link} to={slide.to} variant="white" data-testid="carousel-action">
              {i18n._(slide.action)}
            </Button>
          </Group>
        </Stack>
        <ActionIcon variant="white" radius="xl" size="lg" onClick={() => setIndex((index + 1) % SLIDES.length)} aria-label={t`Keyingi`}>
          ›
        </ActionIcon>
      </Group>
      <Group justify="center" gap={0} mt="md">
        {SLIDES.map((s, i) => (
          <button
            key={i}
            type="button"
            className={classes.dot}
            data-active={i === index || undefined}
            onClick={() => setIndex(i)}
            aria-label={i18n._(s.title)}
          />
        ))}
      </Group>
      <Text className={classes.srOnly}>
        <Trans>Xizmatlar karuseli</Trans>
      </Text>
    </Box>
  );
}
