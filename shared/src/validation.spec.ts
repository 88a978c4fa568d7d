import { describe, expect, it } from 'vitest';
import { validateField, validateSignUpForm } from './validation';

describe('validateField', () => {
  it.each([
    ['email', 42, 'E-Mail muss vom Typ String sein'],
    ['email', 'keine-mail', 'E-Mail ist ungültig'],
    ['email', 'a@b', 'E-Mail ist ungültig'],
    ['email', '', 'Feld ist nicht optional'],
    ['email', '   ', 'Feld ist nicht optional'],
    ['name', '', 'Feld ist nicht optional'],
    ['role', 'superadmin', 'Erlaubte Werte: admin oder user'],
    ['role', 'Admin', 'Erlaubte Werte: admin oder user'],
    [
      'type',
      'ispp',
      'Erlaubte Werte: isp, baufirma, intern, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, c-management, nwops, planning oder noc',
    ],
    ['accountid', 'isp 0001', 'Die Account-ID darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten (höchstens 64 Zeichen)'],
    ['name', 'x'.repeat(201), 'Der Name darf höchstens 200 Zeichen lang sein'],
  ] as const)('judges %s=%j with “%s”', (id, value, expected) => {
    expect(validateField(id, value)).toBe(expected);
  });

  it.each([
    ['email', '  admin.isp@example.at '],
    ['role', 'admin'],
    ['role', 'user'],
    ['type', 'noc'],
    ['accountid', ''],
    ['accountid', undefined],
    ['accountid', 'isp-0001'],
    ['name', 'Anna Gruber'],
  ] as const)('accepts %s=%j', (id, value) => {
    expect(validateField(id, value)).toBeUndefined();
  });

  describe('password at sign-up and reset', () => {
    it.each(['kurz1!', 'langesPasswort1', 'langespasswort!', 'LANGESPASSWORT1!'])('refuses %s', (password) => {
      expect(validateField('password', password, { signUp: true })).toBe(
        'Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen',
      );
    });
    it('accepts the demo password', () => {
      expect(validateField('password', 'Portal!2026', { signUp: true })).toBeUndefined();
    });
    it('refuses 100 characters or more', () => {
      expect(validateField('password', `a1!${'x'.repeat(97)}`, { signUp: true })).toBe('Die Länge des Passworts muss weniger als 100 Zeichen betragen');
    });
  });

  describe('password by the default rules', () => {
    it.each([
      [123, 'Passwort muss vom Typ String sein'],
      ['abc1', 'Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl'],
      ['12345678', 'Passwort muss mindestens ein Alphabet enthalten'],
      ['abcdefgh', 'Passwort muss mindestens eine Zahl enthalten'],
      ['a1'.repeat(50), 'Die Länge des Passworts muss weniger als 100 Zeichen betragen'],
    ] as const)('judges %j with “%s”', (password, expected) => {
      expect(validateField('password', password)).toBe(expected);
    });
    it('accepts a letter-and-digit password of 8 to 99 characters', () => {
      expect(validateField('password', 'abcdefg1')).toBeUndefined();
      expect(validateField('password', `a${'1'.repeat(98)}`)).toBeUndefined();
    });
  });

  it('checks that the confirmation matches', () => {
    expect(validateField('confirmPassword', 'Portal!2027', { password: 'Portal!2026' })).toBe('Bestätigungspasswort stimmt nicht überein');
    expect(validateField('confirmPassword', 'Portal!2026', { password: 'Portal!2026' })).toBeUndefined();
  });

  it('speaks English when asked', () => {
    expect(validateField('email', 'x', { language: 'en' })).toBe('Email is invalid');
  });
});

describe('validateSignUpForm', () => {
  it('returns a message for every invalid field', () => {
    expect(validateSignUpForm({ email: 'x', password: 'kurz', name: '', role: 'root', type: 'isp' })).toEqual({
      email: 'E-Mail ist ungültig',
      password: 'Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen',
      name: 'Feld ist nicht optional',
      role: 'Erlaubte Werte: admin oder user',
    });
  });

  it('is empty for a valid form', () => {
    expect(validateSignUpForm({ email: 'neu@example.at', password: 'Portal!2026', name: 'Neu', role: 'user', type: 'isp' })).toEqual({});
  });
});
