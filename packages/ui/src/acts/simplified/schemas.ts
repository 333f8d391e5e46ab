import {
  CurrencySchema,
  FIELDS,
  isPriceInWords,
  PhoneSchema,
  PinSchema,
  requiredKeyMessages,
  TechPassportNumberSchema,
  TechPassportSeriesSchema,
  VehicleNumberSchema,
} from '@notary/domain/validation';
import * as v from 'valibot';

const vehicleEntries = {
  stateNumber: VehicleNumberSchema,
  techPassportSeries: TechPassportSeriesSchema,
  techPassportNumber: TechPassportNumberSchema,
  regtype: v.picklist([1, 2], 'error_required_regtype'),
};
const vehicleRequired = {
  stateNumber: FIELDS.vehicle_number.requiredMessage,
  techPassportSeries: FIELDS.tech_passport_series.requiredMessage,
  techPassportNumber: FIELDS.tech_passport_number.requiredMessage,
  regtype: 'error_required_regtype',
};

/** Screen 0 of a vehicle gift (4): the vehicle by plate and technical passport, and how the act is registered. */
export const GiftVehicleScreenSchema = v.object(vehicleEntries, requiredKeyMessages(vehicleRequired));

/**
 * Screen 0 of a vehicle sale (1): the vehicle, and the price with its words
 * (acts-domain 5 "The vehicle sale price is entered together with its words
 * version"), checked as the API checks it (`isPriceInWords`: the words of
 * the price in one of the three languages, spacing and case aside).
 */
export const SaleVehicleScreenSchema = v.pipe(
  v.object(
    {
      ...vehicleEntries,
      price: CurrencySchema,
      priceWords: v.pipe(v.string('error_required_price_words'), v.trim(), v.nonEmpty('error_required_price_words'), v.maxLength(4000, 'error_wrong_price_words')),
    },
    requiredKeyMessages({ ...vehicleRequired, price: FIELDS.currency.requiredMessage, priceWords: 'error_required_price_words' }),
  ),
  v.forward(
    v.check(({ price, priceWords }) => isPriceInWords((price / 100).toFixed(2), priceWords), 'error_wrong_price_words'),
    ['priceWords'],
  ),
);

/** Screen 1: the buyer or donee by personal number; a phone for the SMS invitation when the registry's is not to be used. */
export const CounterpartyScreenSchema = v.object(
  {
    pin: PinSchema,
    phone: v.union([v.literal(''), PhoneSchema], FIELDS.phone.invalidMessage),
  },
  requiredKeyMessages({ pin: FIELDS.pin.requiredMessage }),
);
