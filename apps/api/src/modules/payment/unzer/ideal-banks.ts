/**
 * The banks the checkout's iDEAL selector offers (spec 2: "iDEAL: a bank selector"), by BIC. Unzer's API
 * has no documented bank list, and since iDEAL 2.0 (April 2025) the buyer may also choose on iDEAL's own
 * page: the shop offers the Dutch iDEAL banks and sends the choice as the type's `bic`, or no `bic` when
 * the buyer leaves it to iDEAL. The contract tests hold this list to the one the emulator accepts.
 */
export const IDEAL_BANKS: ReadonlyArray<{ bic: string; name: string }> = [
  { bic: 'ABNANL2A', name: 'ABN AMRO' },
  { bic: 'ASNBNL21', name: 'ASN Bank' },
  { bic: 'BUNQNL2A', name: 'bunq' },
  { bic: 'HANDNL2A', name: 'Handelsbanken' },
  { bic: 'INGBNL2A', name: 'ING' },
  { bic: 'KNABNL2H', name: 'Knab' },
  { bic: 'RABONL2U', name: 'Rabobank' },
  { bic: 'RBRBNL21', name: 'RegioBank' },
  { bic: 'REVOLT21', name: 'Revolut' },
  { bic: 'SNSBNL2A', name: 'SNS' },
  { bic: 'TRIONL2U', name: 'Triodos Bank' },
  { bic: 'FVLBNL22', name: 'Van Lanschot Kempen' },
];
