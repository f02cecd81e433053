import { type Pesewas } from '@ghanapay/money';
import { type EmvMerchantPayload } from './decode-emv-payload';
import { fromEmvAmount } from './emv-amount';
import { QrError, malformed } from './qr-error';

/**
 * EMVCo MPM §4.6 (IDs 55–57): "01" the payer's app offers a tip, "02" a fixed convenience fee in 56
 * (in the transaction currency), "03" a percentage fee in 57 ("00.01"–"99.99"). The pay screen must
 * show it: the payer pays the amount plus the fee.
 */
export type ConvenienceFee = { kind: 'tip' } | { kind: 'fixed'; pesewas: Pesewas } | { kind: 'percentage'; percent: string };

export function readConvenienceFee(emv: EmvMerchantPayload): ConvenienceFee | undefined {
  switch (emv.tipOrConvenienceIndicator) {
    case undefined:
      return undefined;
    case '01':
      return { kind: 'tip' };
    case '02':
      if (emv.convenienceFeeFixed === undefined) throw missingFee();
      return { kind: 'fixed', pesewas: fromEmvAmount(emv.convenienceFeeFixed) };
    case '03': {
      const percent = emv.convenienceFeePercentage;
      if (percent === undefined) throw missingFee();
      if (!/^\d{1,2}(\.\d{1,2})?$/.test(percent) || Number(percent) === 0) {
        throw malformed(`the convenience fee "${percent}%" is not a percentage`);
      }
      return { kind: 'percentage', percent };
    }
    default:
      throw malformed(`tip or convenience indicator "${emv.tipOrConvenienceIndicator}" is not 01, 02 or 03`);
  }
}

function missingFee(): QrError {
  return new QrError('MISSING_FIELD', 'This payment code is missing its convenience fee');
}
