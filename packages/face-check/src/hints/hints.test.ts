import { describe, expect, it } from 'vitest';
import { CAMERA_ERROR_CODES, FACE_CHECK_LOCALES } from '../protocol/index.js';
import { CAMERA_ERROR_TEXTS, FACE_CHECK_FAILED_TEXT, GENERIC_ERROR_CODES, HINT_CODES, HINTS, cameraErrorText, hintText } from './index.js';

describe('guidance hints', () => {
  it('has a text for every hint code of spec/shell.md 8 in every language', () => {
    for (const locale of FACE_CHECK_LOCALES) {
      for (const code of HINT_CODES) expect(HINTS[locale][code], `${locale} ${code}`).toMatch(/\S/);
    }
  });

  it('writes each language in its own script', () => {
    expect(hintText(62, 'ru')).toBe('Закройте глаза');
    expect(hintText(62, 'oz')).toMatch(/^[A-Za-zʻʼ ]+$/);
    expect(hintText(62, 'uz')).toMatch(/^[\u0400-\u04FF ]+$/);
    expect(hintText(62, 'kaa')).toMatch(/[ıń]/);
  });

  it('gives the same text to the codes the spec pairs', () => {
    for (const locale of FACE_CHECK_LOCALES) {
      expect(hintText(12, locale)).toBe(hintText(13, locale));
      expect(hintText(51, locale)).toBe(hintText(61, locale));
      expect(hintText(63, locale)).toBe(hintText(66, locale));
    }
  });

  it('shows "error: code N" for the codes without a hint and for unknown codes', () => {
    for (const code of GENERIC_ERROR_CODES) expect(hintText(code, 'oz')).toBe(`error: code ${code}`);
    expect(hintText(999, 'ru')).toBe('error: code 999');
    expect(GENERIC_ERROR_CODES.some((c) => (HINT_CODES as readonly number[]).includes(c))).toBe(false);
  });
});

describe('camera and failure texts', () => {
  it('has every camera error in every language', () => {
    for (const locale of FACE_CHECK_LOCALES) {
      for (const code of CAMERA_ERROR_CODES) expect(CAMERA_ERROR_TEXTS[locale][code]).toMatch(/\S/);
    }
    expect(cameraErrorText('low_resolution', 'ru')).toContain('640×480');
  });

  it('uses the spec sign-in failure text in Uzbek Latin', () => {
    expect(FACE_CHECK_FAILED_TEXT.oz).toBe('Shaxsingizni tasdiqlashda xatolik yuz berdi. Qayta urinib koʻring!');
  });
});
