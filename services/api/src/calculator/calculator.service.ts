import type { Calculation } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { isActTypeId } from '@notary/domain/act';
import type { Locale } from '@notary/domain/constants';
import { calculateFees } from '@notary/domain/fees';
import { CLOSE_KINSHIPS, hasCloseRelativeReduction, type Kinship } from '@notary/domain/rules';
import { amountToWords } from '@notary/domain/words';
import { AppError } from '../common/app-error.js';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';

type Localised = { oz: string; uz: string; ru: string };


const LABELS: Record<string, Localised> = {
  fee_state_duty: { oz: 'Davlat boji', uz: 'Давлат божи', ru: 'Государственная пошлина' },
  fee_notary_fee: { oz: "Notariusning huquqiy va texnik xizmatlari haqi", uz: 'Нотариуснинг ҳуқуқий ва техник хизматлари ҳақи', ru: 'Плата за правовые и технические услуги нотариуса' },
  fee_reduction_close_relative_vehicle_transfer: {
    oz: "Yaqin qarindoshga o'tkazishda imtiyoz (bojning 5 foizi to'lanadi)",
    uz: 'Яқин қариндошга ўтказишда имтиёз (божнинг 5 фоизи тўланади)',
    ru: 'Льгота при передаче близкому родственнику (уплачивается 5 % пошлины)',
  },
  fee_reduction_close_relative_vehicle_poa: {
    oz: "Yaqin qarindoshga ishonchnomada imtiyoz (bojning 50 foizi to'lanadi)",
    uz: 'Яқин қариндошга ишончномада имтиёз (божнинг 50 фоизи тўланади)',
    ru: 'Льгота по доверенности близкому родственнику (уплачивается 50 % пошлины)',
  },
  fee_free_of_charge: { oz: "Imtiyoz: bepul", uz: 'Имтиёз: бепул', ru: 'Льгота: бесплатно' },
};


@Injectable()
export class CalculatorService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  /** spec/shell.md 3 "Calculator fields: params, total", with every sum also in words (shell 9). */
  async calculate(serviceId: number, input: { kinship?: Kinship | undefined }, locale: Locale): Promise<Calculation> {
    const service = await this.catalogue.service(serviceId);
    if (!service || !isActTypeId(service.act_type_id)) {
      throw new AppError('not_found', 404, { oz: 'Xizmat topilmadi', uz: 'Хизмат топилмади', ru: 'Услуга не найдена' }[locale]);
    }
    const bcv = this.config.get('baseCalculationValueTiyin', { infer: true });
    const result = calculateFees({ typeId: service.act_type_id, baseCalculationValueTiyin: bcv, kinship: input.kinship ?? null });
    return {
      serviceId: service.id,
      actTypeId: service.act_type_id,
      name: service.name,
      bcv,
      bcvWords: amountToWords(bcv, locale),
      hasKinshipReduction: hasCloseRelativeReduction(service.act_type_id),
      kinships: [...CLOSE_KINSHIPS],
      params: result.params.map((p) => ({
        key: p.key,
        label: LABELS[p.labelKey]?.[locale] ?? p.labelKey,
        value: p.value,
        words: amountToWords(Math.abs(p.value), locale),
      })),
      total: result.total,
      totalWords: amountToWords(result.total, locale),
    };
  }
}
