import { describe, expect, it } from 'vitest';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn10,
  isValidInn12,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from './checksums.ts';

// Test numbers are built here with the published algorithms, written out independently of the code under test.
const sumOf = (digits: string, weights: number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);

function makeInn10(first9: string): string {
  return first9 + ((sumOf(first9, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10);
}
function makeInn12(first10: string): string {
  const n11 = (sumOf(first10, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  const with11 = first10 + n11;
  return with11 + ((sumOf(with11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10);
}
function makeOgrn(body: string): string {
  const modulus = body.length === 14 ? 13n : 11n;
  return body + ((BigInt(body) % modulus) % 10n).toString();
}
/** Sets the 9th digit (the key) of a 20-digit account so that the 23-digit key sum is divisible by 10. */
function keyed(prefix3: string, account: string): string {
  const weights = Array.from({ length: 23 }, (_, index) => [7, 1, 3][index % 3] as number);
  for (let key = 0; key < 10; key += 1) {
    const candidate = `${account.slice(0, 8)}${key}${account.slice(9)}`;
    if (sumOf(prefix3 + candidate, weights) % 10 === 0) return candidate;
  }
  throw new Error('no key');
}
/** Changes one digit so that a checksum must break. */
const flipLast = (value: string) => value.slice(0, -1) + String((Number(value.at(-1)) + 1) % 10);

describe('INN', () => {
  it('accepts well-known organisation INNs (Sberbank, Yandex)', () => {
    expect(isValidInn10('7707083893')).toBe(true);
    expect(isValidInn10('7736207543')).toBe(true);
  });
  it('accepts generated 10- and 12-digit INNs and rejects them with a wrong control digit', () => {
    for (const body of ['770708389', '500100732', '123456789', '000000001']) {
      const inn = makeInn10(body);
      expect(isValidInn10(inn)).toBe(true);
      expect(isValidInn10(flipLast(inn))).toBe(false);
    }
    for (const body of ['5001007322', '7707083893', '1234567890']) {
      const inn = makeInn12(body);
      expect(isValidInn12(inn)).toBe(true);
      expect(isValidInn12(flipLast(inn))).toBe(false);
      expect(isValidInn12(inn.slice(0, 10) + inn[11] + inn[10])).toBe(inn[10] === inn[11]);
    }
  });
  it('accepts the tax service sample personal INN 500100732259', () => {
    expect(isValidInn12('500100732259')).toBe(true);
    expect(isValidInn12('500100732258')).toBe(false);
  });
  it('rejects wrong lengths and non-digits', () => {
    expect(isValidInn10('770708389')).toBe(false);
    expect(isValidInn10('77070838930')).toBe(false);
    expect(isValidInn10('77070838a3')).toBe(false);
    expect(isValidInn12('7707083893')).toBe(false);
    expect(isValidInn12('50010073225x')).toBe(false);
  });
});

describe('KPP', () => {
  it('accepts 4 digits, 2 digits or capital letters, 3 digits', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('7736ab001')).toBe(false);
    expect(isValidKpp('77360100X')).toBe(false);
  });
});

describe('OGRN and OGRNIP', () => {
  it('accepts the OGRNs of Sberbank and Yandex and a generated one, rejects a wrong control digit', () => {
    expect(isValidOgrn('1027700132195')).toBe(true);
    expect(isValidOgrn('1027700229193')).toBe(true);
    const generated = makeOgrn('115774612345');
    expect(isValidOgrn(generated)).toBe(true);
    expect(isValidOgrn(flipLast(generated))).toBe(false);
    expect(isValidOgrn('102770013219')).toBe(false);
  });
  it('accepts a sample OGRNIP and generated ones, rejects wrong ones', () => {
    expect(isValidOgrnip('304500116000157')).toBe(true);
    expect(isValidOgrnip('304500116000158')).toBe(false);
    for (const body of ['31877460012345', '32150000098765']) {
      const ogrnip = makeOgrn(body);
      expect(isValidOgrnip(ogrnip)).toBe(true);
      expect(isValidOgrnip(flipLast(ogrnip))).toBe(false);
    }
    expect(isValidOgrnip('1027700132195')).toBe(false);
  });
});

describe('BIK and accounts', () => {
  it('accepts Russian BIKs only', () => {
    expect(isValidBik('044525225')).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidBik('04452522')).toBe(false);
  });
  it('accepts the correspondent accounts of Sberbank, T-Bank, VTB, Alfa against their BIKs', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true);
    expect(isValidCorrespondentAccount('30101810145250000974', '044525974')).toBe(true);
    expect(isValidCorrespondentAccount('30101810700000000187', '044525187')).toBe(true);
    expect(isValidCorrespondentAccount('30101810200000000593', '044525593')).toBe(true);
  });
  it('rejects a correspondent account against another bank, with a typo, or not starting with 301', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044030653')).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000226', '044525225')).toBe(false);
    expect(isValidCorrespondentAccount('40702810400000000225', '044525225')).toBe(false);
  });
  it('checks the settlement account key against the last three digits of the BIK', () => {
    const account = keyed('225', '40702810000000012345');
    expect(isValidSettlementAccount(account, '044525225')).toBe(true);
    expect(isValidSettlementAccount(flipLast(account), '044525225')).toBe(false);
    // The same account at a bank whose BIK ends differently fails unless the key happens to coincide.
    const other = keyed('974', '40702810000000012345');
    expect(isValidSettlementAccount(account, '044525974')).toBe(account === other);
    expect(isValidSettlementAccount('4070281000000001234', '044525225')).toBe(false);
  });
});
