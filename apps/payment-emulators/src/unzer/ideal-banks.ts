/**
 * The iDEAL banks the emulated account knows, by BIC. Since iDEAL 2.0 (April 2025) the buyer picks the
 * bank on iDEAL's own page, so a type may come without a `bic`; one that names a bank must name one of these.
 * The emulator's buyer page is that iDEAL page and offers this list.
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
