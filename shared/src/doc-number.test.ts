import { describe, expect, it } from 'vitest';
import { docNumberCore, docNumberKey, docNumberKeys, findDocNumbers } from './doc-number.ts';

describe('document numbers', () => {
  it('keys every bracket, width and spacing of one number alike', () => {
    const spellings = [
      '财税〔2017〕79号',
      '财税[2017]79号',
      '财税【2017】79号',
      '财税（2017）79号',
      '财税(2017)79号',
      '财税［２０１７］７９号',
      '财税﹝2017﹞79号',
      '财税 2017 79号',
      '财税 〔2017〕 79 号',
      '财税〔2017〕079号',
    ];
    for (const s of spellings) expect(docNumberKey(s), s).toBe('财税〔2017〕79号');
  });

  it('keys announcements and orders without their spaces', () => {
    expect(docNumberKey('财政部 税务总局公告2023年第7号')).toBe('财政部税务总局公告2023年第7号');
    expect(docNumberKey('财政部税务总局公告 2023 年第 7 号')).toBe('财政部税务总局公告2023年第7号');
    expect(docNumberKey('国务院令第512号')).toBe('国务院令第512号');
  });

  it('finds a number among other words, with the endings of its prefix as keys', () => {
    const [n, ...rest] = findDocNumbers('研发费用 财税【2015】119号 加计扣除');
    expect(rest).toEqual([]);
    expect(n?.prefix).toBe('财税');
    expect(n?.coreTokens).toEqual(['2015', '119', '号']);
    const [glued] = findDocNumbers('加计扣除财税〔2015〕119号');
    expect(docNumberKeys(glued!)).toContain('财税〔2015〕119号');
    expect(docNumberKeys(glued!)).not.toContain('税〔2015〕119号');
  });

  it('finds a number typed without its issuer, keyed by its core', () => {
    const [n] = findDocNumbers('2023年第7号');
    expect(docNumberKeys(n!)).toEqual(['2023年第7号']);
    expect(docNumberCore('财政部 税务总局公告2023年第7号')).toBe('2023年第7号');
    expect(docNumberKeys(findDocNumbers('【2017】79号')[0]!)).toEqual(['〔2017〕79号']);
    expect(docNumberCore('财税〔2017〕79号')).toBe('〔2017〕79号');
  });

  it('finds nothing in ordinary queries and keys a text that is no number to itself', () => {
    for (const q of ['人才引进补贴', '2024年度高新技术企业认定', '关于开展2026年度申报工作的通知', '第3号'])
      expect(findDocNumbers(q), q).toEqual([]);
    expect(docNumberKey(' 内部 文件 ')).toBe('内部文件');
  });

  it('scans a long text without a number (a nested quantifier here would hang the run)', () => {
    expect(findDocNumbers('人才引进补贴 '.repeat(2000))).toEqual([]);
  });
});
