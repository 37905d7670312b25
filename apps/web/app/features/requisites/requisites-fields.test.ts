import { CUSTOMER_TYPES, RequisitesSchema } from '@polotno/domain';
import { describe, expect, it } from 'vitest';
import { FIELD_RULES, fieldsOf } from './requisites-fields';

describe('the requisites form’s fields', () => {
  it('are, for each customer type, exactly the fields the domain’s schema takes', () => {
    for (const type of CUSTOMER_TYPES) {
      const branch = RequisitesSchema.options.find((option) => option.shape.type.value === type)!;
      const taken = Object.keys(branch.shape).filter((key) => key !== 'type');
      expect(fieldsOf(type).sort(), type).toEqual(taken.sort());
    }
  });

  it('offer the ЭДО participant id to companies, entrepreneurs and the self-employed, never requiring it', () => {
    expect(FIELD_RULES.edoId).toMatchObject({ required: [], optional: ['llc', 'entrepreneur', 'self_employed'] });
  });
});
