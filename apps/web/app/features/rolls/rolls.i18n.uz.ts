/** The rolls and lots texts in Uzbek; only pages in this language load it (rolls.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { RollsText } from './rolls.i18n';

export const uz: RollsText = {
  lotsTitle: 'Mavjud partiyalar',
  lot: (lot, rolls, range) => `${lot} partiya — ${rolls} ta rulon, ${range} kg`,
  oneLot: 'Bitta partiyadan',
  oneLotHint: "Bitta bo'yash partiyasining rulonlari — bir xil tusda.",
  noOneLot: (rolls) => `Hech bir partiyada ${rolls} ta rulon yo'q: eng kam partiyadan yig'amiz.`,
  cartOneLot: "Bitta partiya, agar bo'lsa; aks holda — eng kam partiyadan.",
  cartAnyLot: "Avval eng eski rulonlar, partiyalar har xil bo'lishi mumkin.",
  cartLineSaved: 'Savat qatori saqlandi',
  roll: (number, lot, kg) => `Rulon ${number}, ${lot} partiya, ${kg} kg`,
  rollsOfLine: 'Qator rulonlari',
};

registerTexts('uz', { rolls: uz });
