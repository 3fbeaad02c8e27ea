import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_HMAC_FIELDS,
  hmacMatches,
  paymobHmac,
  processedCallbackHmacText,
  responseCallbackHmacText,
  responseCallbackOrderId,
} from './paymob-hmac';

/**
 * The "Transaction Processed Callback Sample" of Paymob's documentation (developers.paymob.com, Manage Callback →
 * Transaction callbacks and HMAC Processed Callback), copied as published except for the nested objects no signed
 * field reads (the merchant's contact details, the acquirer's `data`, the payment token in `payment_key_claims`).
 */
const DOCUMENTED_PROCESSED_CALLBACK = {
  type: 'TRANSACTION',
  obj: {
    id: 192036465,
    pending: false,
    amount_cents: 100000,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 4097558,
    profile_id: 164295,
    has_parent_transaction: false,
    order: {
      id: 217503754,
      created_at: '2024-06-13T11:32:09.628623',
      delivery_needed: false,
      collector: null,
      amount_cents: 100000,
      currency: 'EGP',
      is_payment_locked: false,
      merchant_order_id: null,
      paid_amount_cents: 100000,
      items: [],
      payment_method: 'tbc',
      api_source: 'OTHER',
      data: {},
    },
    created_at: '2024-06-13T11:33:44.592345',
    transaction_processed_callback_responses: [],
    currency: 'EGP',
    source_data: { pan: '2346', type: 'card', tenure: null, sub_type: 'MasterCard' },
    api_source: 'IFRAME',
    terminal_id: null,
    merchant_commission: null,
    installment: null,
    discount_details: [],
    is_void: false,
    is_refund: false,
    data: { txn_response_code: 'APPROVED', acq_response_code: '00', message: 'Approved' },
    is_hidden: false,
    error_occured: false,
    is_live: false,
    other_endpoint_reference: null,
    refunded_amount_cents: null,
    source_id: -1,
    is_captured: false,
    captured_amount: null,
    merchant_staff_tag: null,
    updated_at: '2024-06-13T11:34:07.272638',
    is_settled: false,
    bill_balanced: false,
    is_bill: false,
    owner: 302852,
    parent_transaction: null,
  },
  issuer_bank: null,
  transaction_processed_callback_responses: '',
};

/** The "HMAC Concatenated String" the same pages give for that sample. */
const DOCUMENTED_PROCESSED_TEXT =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
/** The "HMAC Calculated Sample" of those pages, and the "Used HMAC Secret" they computed it with. */
const DOCUMENTED_PROCESSED_HMAC =
  'fa8ac0b7f3852e60c50e7fdd4ea5ef0bda96030c19dea1d55df8c76d6c08ab1877774662cbb04981dc84839ad4da560bcc8cb53b8973548657f7e8f8d2e79930';
const DOCUMENTED_HMAC_SECRET = '04DC1A9490B8CC2094C011FC055ADCDB';

/**
 * The "Redirection Callback" sample of the HMAC Redirection Callback section (a wallet payment), as the query a
 * browser brings: every value a string, the order under `order`.
 */
const DOCUMENTED_RESPONSE_QUERY = {
  id: '201972898',
  pending: 'false',
  amount_cents: '200000',
  success: 'true',
  is_auth: 'false',
  is_capture: 'false',
  is_standalone_payment: 'true',
  is_voided: 'false',
  is_refunded: 'false',
  is_3d_secure: 'false',
  integration_id: '1996388',
  profile_id: '168651',
  has_parent_transaction: 'false',
  order: '228276342',
  created_at: '2024-07-21T11:25:08.633747',
  currency: 'EGP',
  merchant_commission: '',
  discount_details: '[]',
  is_void: 'false',
  is_refund: 'false',
  error_occured: 'false',
  refunded_amount_cents: '',
  captured_amount: '',
  updated_at: '2024-07-21T11:25:24.188998',
  is_settled: 'false',
  bill_balanced: 'false',
  is_bill: 'false',
  owner: '310964',
  'data.message': 'Transaction has been completed successfully.',
  'source_data.type': 'wallet',
  'source_data.pan': '01010101010',
  'source_data.sub_type': 'wallet',
  txn_response_code: '200',
  hmac: '0b895bb897fb000095a5a3cbadfdbcf79011d8b223e52cd6a6d68f4f6291f4f5f27fb52fe5c27b40c7462d302cf410967299c264712bb783650d520001eee876',
};
/**
 * The documentation's concatenated string for that sample, with one correction: it prints created_at as
 * `2024-07-21T113A253A08.633747`, the colons still percent-encoded (`%3A`) and the percent signs lost; the value a
 * browser's query decodes to, and so the one signed, has its colons.
 */
const DOCUMENTED_RESPONSE_TEXT =
  '2000002024-07-21T11:25:08.633747EGPfalsefalse2019728981996388falsefalsefalsefalsetruefalse228276342310964false01010101010walletwallettrue';

/** A key of our own, and the digests `openssl dgst -sha512 -hmac dietbar-test-hmac-secret` printed for the two texts. */
const OWN_SECRET = 'dietbar-test-hmac-secret';
const OPENSSL_PROCESSED_HMAC =
  'b787dff59e87a7dd609d72c928053f31ae46e6338a96c70464228117b4250cb26bf0a3c03f523edd0e01a2728b5acb59e2928d70b0510635f5f23f503a37b75a';
const OPENSSL_RESPONSE_HMAC =
  '61b4632feacdbd1a9ee68cbdb70610e8f10864c4df28323a2fb9a450702bcafd0b0730a794101a14c5a6fee5433b66a4cc6140588002118e0238d0ea3ff4bfea';

describe('the text Paymob signs', () => {
  it('is the 20 documented fields in their documented order', () => {
    expect(TRANSACTION_HMAC_FIELDS).toHaveLength(20);
    expect(TRANSACTION_HMAC_FIELDS.join(',')).toBe(
      'amount_cents,created_at,currency,error_occured,has_parent_transaction,id,integration_id,is_3d_secure,is_auth,is_capture,' +
        'is_refunded,is_standalone_payment,is_voided,order.id,owner,pending,source_data.pan,source_data.sub_type,source_data.type,success',
    );
  });

  it("of the documentation's processed callback is the documentation's string", () => {
    expect(processedCallbackHmacText(DOCUMENTED_PROCESSED_CALLBACK.obj)).toBe(DOCUMENTED_PROCESSED_TEXT);
  });

  it("of the documentation's response callback is the documentation's string, with the order as `order` or `order_id`", () => {
    expect(responseCallbackHmacText(DOCUMENTED_RESPONSE_QUERY)).toBe(DOCUMENTED_RESPONSE_TEXT);
    const { order, ...withoutOrder } = DOCUMENTED_RESPONSE_QUERY;
    expect(responseCallbackHmacText({ ...withoutOrder, order_id: order })).toBe(DOCUMENTED_RESPONSE_TEXT);
    expect(responseCallbackOrderId({ ...withoutOrder, order_id: order })).toBe('228276342');
  });

  it('is refused for a query that could be read two ways', () => {
    expect(responseCallbackHmacText({ ...DOCUMENTED_RESPONSE_QUERY, order_id: '1' })).toBeNull();
    expect(responseCallbackOrderId({ ...DOCUMENTED_RESPONSE_QUERY, order_id: '1' })).toBeUndefined();
    expect(responseCallbackHmacText({ ...DOCUMENTED_RESPONSE_QUERY, order: ['228276342', '1'] })).toBeNull();
    expect(responseCallbackHmacText({ ...DOCUMENTED_RESPONSE_QUERY, amount_cents: ['200000', '1'] })).toBeNull();
  });
});

describe('the digest', () => {
  it("under the documentation's secret is the documentation's digest", () => {
    expect(paymobHmac(DOCUMENTED_PROCESSED_TEXT, DOCUMENTED_HMAC_SECRET)).toBe(DOCUMENTED_PROCESSED_HMAC);
  });

  it('under a key of our own is the one openssl computed', () => {
    expect(paymobHmac(processedCallbackHmacText(DOCUMENTED_PROCESSED_CALLBACK.obj), OWN_SECRET)).toBe(OPENSSL_PROCESSED_HMAC);
    expect(paymobHmac(responseCallbackHmacText(DOCUMENTED_RESPONSE_QUERY)!, OWN_SECRET)).toBe(OPENSSL_RESPONSE_HMAC);
  });
});

describe('hmacMatches', () => {
  const signed = (obj: object) => paymobHmac(processedCallbackHmacText(obj), DOCUMENTED_HMAC_SECRET);

  it('accepts the signature of the untouched callback, in either case of hex', () => {
    expect(hmacMatches(signed(DOCUMENTED_PROCESSED_CALLBACK.obj), DOCUMENTED_PROCESSED_HMAC)).toBe(true);
    expect(hmacMatches(signed(DOCUMENTED_PROCESSED_CALLBACK.obj), DOCUMENTED_PROCESSED_HMAC.toUpperCase())).toBe(true);
  });

  it('refuses a callback with any signed field changed', () => {
    const obj = DOCUMENTED_PROCESSED_CALLBACK.obj;
    const tampered = [
      { ...obj, amount_cents: 1000 },
      { ...obj, success: false },
      { ...obj, is_refunded: true },
      { ...obj, order: { ...obj.order, id: 217503755 } },
      { ...obj, source_data: { ...obj.source_data, pan: '0000' } },
    ];
    for (const forged of tampered) expect(hmacMatches(signed(forged), DOCUMENTED_PROCESSED_HMAC)).toBe(false);
  });

  it('refuses a missing, empty, wrong-length or non-hex signature without throwing', () => {
    const expected = signed(DOCUMENTED_PROCESSED_CALLBACK.obj);
    for (const given of [undefined, null, '', 'abc', DOCUMENTED_PROCESSED_HMAC.slice(0, 64), `${DOCUMENTED_PROCESSED_HMAC}00`, 'z'.repeat(128), ['a'], 42]) {
      expect(hmacMatches(expected, given)).toBe(false);
    }
  });
});
