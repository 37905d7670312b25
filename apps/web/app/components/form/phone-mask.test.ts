import { describe, expect, it } from 'vitest';
import { applyPhoneEdit, formatPhoneInput, isCompletePhone, type PhoneInputState } from './phone-mask';

/** A field written with its caret as `|` or its selection as `[…]`: `+7 (99|9)`, `[+7 (999)]`. */
function field(text: string): PhoneInputState {
  const caret = text.indexOf('|');
  if (caret >= 0) return { value: text.replace('|', ''), selectionStart: caret, selectionEnd: caret };
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  return { value: text.replace('[', '').replace(']', ''), selectionStart: start, selectionEnd: end };
}

/** The field back in that notation. */
function show({ value, selectionStart, selectionEnd }: PhoneInputState): string {
  if (selectionStart === selectionEnd) return `${value.slice(0, selectionStart)}|${value.slice(selectionStart)}`;
  return `${value.slice(0, selectionStart)}[${value.slice(selectionStart, selectionEnd)}]${value.slice(selectionEnd)}`;
}

const type = (text: string, data: string) => show(applyPhoneEdit(field(text), { inputType: 'insertText', data }));
const paste = (text: string, data: string) => show(applyPhoneEdit(field(text), { inputType: 'insertFromPaste', data }));
const press = (text: string, inputType: string) => show(applyPhoneEdit(field(text), { inputType, data: null }));
const backspace = (text: string) => press(text, 'deleteContentBackward');
const del = (text: string) => press(text, 'deleteContentForward');

/** Types `keys` one at a time into `text`, as a person would. */
function typeEach(text: string, keys: string): string {
  let state = text;
  for (const key of keys) state = type(state, key);
  return state;
}

describe('typing digit by digit', () => {
  it('builds +7 (###) ###-#### as the digits come, a separator only once a digit follows it', () => {
    const steps: string[] = [];
    let state = '|';
    for (const key of '9991234567') {
      state = type(state, key);
      steps.push(state);
    }
    expect(steps).toEqual([
      '+7 (9|',
      '+7 (99|',
      '+7 (999|',
      '+7 (999) 1|',
      '+7 (999) 12|',
      '+7 (999) 123|',
      '+7 (999) 123-4|',
      '+7 (999) 123-45|',
      '+7 (999) 123-456|',
      '+7 (999) 123-4567|',
    ]);
  });

  it('reads a first 8 or 7 as the trunk or country code', () => {
    expect(type('|', '8')).toBe('+7 (|');
    expect(typeEach('|', '89991234567')).toBe('+7 (999) 123-4567|');
    expect(typeEach('|', '79991234567')).toBe('+7 (999) 123-4567|');
  });

  it('reads +7 typed as the country code, and an 8 after the shown code as a digit (8 800 numbers)', () => {
    expect(type('|', '+')).toBe('+|');
    expect(typeEach('|', '+79991234567')).toBe('+7 (999) 123-4567|');
    expect(typeEach('|', '88001234567')).toBe('+7 (800) 123-4567|');
  });

  it('refuses letters and keeps the caret', () => {
    expect(type('+7 (99|', 'a')).toBe('+7 (99|');
    expect(type('|', 'x')).toBe('|');
    expect(type('+7 (9[99) 1]23', '-')).toBe('+7 (9[99) 1]23');
  });
});

describe('Backspace', () => {
  it('over ) removes the digit before it', () => {
    expect(backspace('+7 (999)| 123-4567')).toBe('+7 (99|1) 234-567');
  });

  it('over the space after ) removes the last digit of the code', () => {
    expect(backspace('+7 (999) |123-4567')).toBe('+7 (99|1) 234-567');
  });

  it('over - removes the digit before it', () => {
    expect(backspace('+7 (999) 123-|4567')).toBe('+7 (999) 12|4-567');
  });

  it('at the end removes the last digit, also where a separator would follow', () => {
    expect(backspace('+7 (999) 1|')).toBe('+7 (999|');
    expect(backspace('+7 (999|')).toBe('+7 (99|');
    expect(backspace('+7 (999) 123-4|')).toBe('+7 (999) 123|');
  });

  it('over ( clears an emptied number and keeps the code before digits', () => {
    expect(backspace('+7 (9|')).toBe('+7 (|');
    expect(backspace('+7 (|')).toBe('|');
    expect(backspace('+7 (|999) 123')).toBe('+7 (|999) 123');
    expect(backspace('+|')).toBe('|');
  });

  it('in the middle removes the digit before the caret and keeps the caret there', () => {
    expect(backspace('+7 (999) 12|3-4567')).toBe('+7 (999) 1|34-567');
    expect(backspace('+7 (9|99) 123-4567')).toBe('+7 (|991) 234-567');
  });

  it('by word removes back to the start of the digit group', () => {
    expect(press('+7 (999) 12|3-4567', 'deleteWordBackward')).toBe('+7 (999) |345-67');
    expect(press('+7 (999) |123-4567', 'deleteWordBackward')).toBe('+7 (|123) 456-7');
  });
});

describe('Delete', () => {
  it('over ) and the space removes the digit beyond them', () => {
    expect(del('+7 (999|) 123-4567')).toBe('+7 (999|) 234-567');
    expect(del('+7 (999)| 123-4567')).toBe('+7 (999)| 234-567');
  });

  it('over - removes the digit beyond it', () => {
    expect(del('+7 (999) 123|-4567')).toBe('+7 (999) 123|-567');
  });

  it('over ( removes the first digit', () => {
    expect(del('+7 |(999) 123-4567')).toBe('+7 |(991) 234-567');
  });

  it('in the middle removes the digit after the caret and keeps the caret', () => {
    expect(del('+7 (999) 1|23-4567')).toBe('+7 (999) 1|34-567');
  });

  it('at the end does nothing', () => {
    expect(del('+7 (999) 123-4567|')).toBe('+7 (999) 123-4567|');
  });
});

describe('paste', () => {
  it('reads every usual spelling of a whole number into an empty field', () => {
    for (const text of ['89991234567', '+7 999 123 45 67', '9991234567', '8 (999) 123-45-67', ' +7(999)1234567 ']) {
      expect(paste('|', text)).toBe('+7 (999) 123-4567|');
    }
  });

  it('drops letters and keeps the digits', () => {
    expect(paste('|', 'тел. 8-999-123-45-67 (Ирина)')).toBe('+7 (999) 123-4567|');
    expect(paste('|', 'phone: 999 abc 123')).toBe('+7 (999) 123|');
    expect(paste('|', 'no digits')).toBe('|');
  });

  it('replaces a selected number', () => {
    expect(paste('[+7 (111) 222-3333]', '+7 999 123 45 67')).toBe('+7 (999) 123-4567|');
  });

  it('inserts in the middle and puts the caret after the pasted digits', () => {
    expect(paste('+7 (999) |4567', '123')).toBe('+7 (999) 123|-4567');
    expect(paste('+7 (999) |', '+7 123 45 67')).toBe('+7 (999) 123-4567|');
  });

  it('replaces a selection in the middle, the caret after the pasted digits', () => {
    expect(paste('+7 (999) [123]-4567', '555')).toBe('+7 (999) 555|-4567');
    expect(paste('+7 (9[99) 1]23-4567', '(00) 0')).toBe('+7 (900) 0|23-4567');
  });

  it('cuts what does not fit', () => {
    expect(paste('+7 (999) 12|', '345678')).toBe('+7 (999) 123-4567|');
    expect(paste('|', '999123456789')).toBe('+7 (999) 123-4567|');
  });
});

describe('editing in the middle', () => {
  it('typing a digit inserts it and puts the caret right after it', () => {
    expect(type('+7 (99|) 123-456', '5')).toBe('+7 (995|) 123-456');
    expect(type('+7 (999) |123-456', '0')).toBe('+7 (999) 0|12-3456');
    expect(type('+7 (999|) 123-456', '0')).toBe('+7 (999) 0|12-3456');
  });

  it('replacing a selected digit keeps the caret after the new one', () => {
    expect(type('+7 (999) 1[2]3-4567', '5')).toBe('+7 (999) 15|3-4567');
    expect(type('+7 (9[99) 1]23-4567', '0')).toBe('+7 (90|2) 345-67');
  });

  it('removing a selection removes its digits and keeps the separators', () => {
    expect(press('+7 (999) [123]-4567', 'deleteContentBackward')).toBe('+7 (999) |456-7');
    expect(press('+7 (999[) ]123-4567', 'deleteByCut')).toBe('+7 (999|) 123-4567');
  });
});

describe('select all', () => {
  it('then typing starts a new number', () => {
    expect(type('[+7 (999) 123-4567]', '9')).toBe('+7 (9|');
    expect(type('[+7 (999) 123-4567]', '8')).toBe('+7 (|');
  });

  it('then Backspace or Delete empties the field', () => {
    expect(backspace('[+7 (999) 123-4567]')).toBe('|');
    expect(del('[+7 (999) 123-4567]')).toBe('|');
  });
});

describe('maximum length', () => {
  it('takes no eleventh digit, wherever it is typed', () => {
    expect(type('+7 (999) 123-4567|', '8')).toBe('+7 (999) 123-4567|');
    expect(type('+7 (99|9) 123-4567', '8')).toBe('+7 (99|9) 123-4567');
  });
});

describe('formatPhoneInput', () => {
  it('masks a number as typed without JavaScript or autofilled', () => {
    expect(formatPhoneInput('89991234567')).toBe('+7 (999) 123-4567');
    expect(formatPhoneInput('+7 999 123-45-67')).toBe('+7 (999) 123-4567');
    expect(formatPhoneInput('+7 (999) 12')).toBe('+7 (999) 12');
    expect(formatPhoneInput('')).toBe('');
  });
});

describe('isCompletePhone', () => {
  it('holds for 7 or 8 and ten digits only', () => {
    expect(isCompletePhone('+7 (999) 123-4567')).toBe(true);
    expect(isCompletePhone('89991234567')).toBe(true);
    expect(isCompletePhone('+7 (999) 123-456')).toBe(false);
  });
});
