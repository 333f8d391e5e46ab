import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDistricts, useRegions } from './api/reference.ts';
import { useLocalised } from './localised.ts';

type Props = {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  'data-testid'?: string;
};

/** The 14 regions of the territorial dictionary. */
export function RegionSelect({ value, onChange, label, ...rest }: Props) {
  const { t } = useLingui();
  const pick = useLocalised();
  const { data = [] } = useRegions();
  return (
    <Select
      label={label ?? t`Hudud`}
      placeholder={t`Barcha hududlar`}
      data={data.map((r) => ({ value: String(r.id), label: pick(r) }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      clearable
      searchable
      nothingFoundMessage={t`Topilmadi`}
      comboboxProps={{ withinPortal: true }}
      data-testid={rest['data-testid']}
    />
  );
}

/** The districts (and district-level cities) of a region; disabled until a region is chosen. */
export function DistrictSelect({ regionId, value, onChange, label, ...rest }: Props & { regionId: number | null }) {
  const { t } = useLingui();
  const pick = useLocalised();
  const { data = [] } = useDistricts(regionId);
  return (
    <Select
      label={label ?? t`Tuman (shahar)`}
      placeholder={regionId === null ? t`Avval hududni tanlang` : t`Barcha tumanlar`}
      data={data.map((d) => ({ value: String(d.id), label: pick(d) }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      disabled={regionId === null}
      clearable
      searchable
      nothingFoundMessage={t`Topilmadi`}
      data-testid={rest['data-testid']}
    />
  );
}
