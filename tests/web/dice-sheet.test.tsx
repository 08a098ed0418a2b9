// @vitest-environment happy-dom
// The drawn sheet against the rulebook: the fields it draws, the start road built, the values on
// the standard side's symbols and none on the Plus side's.
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, mountTable } from './dice-mount.tsx';
import { DiceGame } from './dice-game.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const fields = (sheet: Element) => [...sheet.querySelectorAll('.dg-field')].map((f) => f.getAttribute('data-field')).sort();
const values = (sheet: Element, kind: string) => [...sheet.querySelectorAll(`.dg-${kind} .dg-value`)].map((v) => v.textContent);

describe('the drawn sheet', () => {
  it('Island One: five resource fields, the desert and a blank centre; values on every symbol; the start road built', async () => {
    const game = new DiceGame('standard', ['Ana', 'Bruno']);
    const { root } = await mountTable(game.state, 0, game.legal(0));
    const sheet = root.querySelector('.dg-focus .dg-sheet')!;
    expect(fields(sheet)).toEqual(['blank', 'brick', 'desert', 'grain', 'lumber', 'ore', 'wool']);
    expect(values(sheet, 'settlement')).toEqual(['3', '4', '5', '7', '9', '11']);
    expect(values(sheet, 'city')).toEqual(['7', '12', '20', '30']);
    expect(values(sheet, 'knight')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(sheet.querySelector('.dg-road[data-id="r0"]')!.classList.contains('dg-built')).toBe(true);
    expect(await axeViolations(root)).toEqual([]);
  });

  it('Island Two: one desert (the book\'s single pair), no values on settlements, cities or knights ("não têm pontuações atribuídas")', async () => {
    const game = new DiceGame('plus', ['Ana', 'Bruno']);
    const { root } = await mountTable(game.state, 0, game.legal(0));
    const sheet = root.querySelector('.dg-focus .dg-sheet')!;
    expect(fields(sheet)).toEqual(['blank', 'brick', 'desert', 'grain', 'lumber', 'ore', 'wool']);
    expect(values(sheet, 'settlement').every((v) => v === '')).toBe(true);
    expect(values(sheet, 'city').every((v) => v === '')).toBe(true);
    expect(values(sheet, 'knight').filter(Boolean)).toEqual(['A', 'B']);
    expect(sheet.querySelector('.dg-road[data-id="r0"]')!.classList.contains('dg-built')).toBe(true);
    // the victory points are still told in the symbols' names
    expect(sheet.querySelector('.dg-settlement')!.closest('[aria-label]')!.getAttribute('aria-label')).toMatch(/1/);
  });
});
