import {
  countOf,
  formatRate,
  localDate,
  practiceBadgeStyle,
  progressRateColor,
  statisticsBandColor,
  successRate,
} from './practice-rules';

describe('practice rules', () => {
  it('words counts in the singular for one', () => {
    expect(countOf(1, 'attempt')).toBe('1 attempt');
    expect(countOf(0, 'attempt')).toBe('0 attempts');
    expect(countOf(1, 'success', 'successes')).toBe('1 success');
    expect(countOf(2, 'success', 'successes')).toBe('2 successes');
  });

  it('computes and formats rates with one decimal', () => {
    expect(formatRate(successRate(2, 3))).toBe('66.7%');
    expect(successRate(0, 0)).toBe(0);
    expect(formatRate(100)).toBe('100.0%');
  });

  it('styles the practice badge at 70 and 50 percent', () => {
    expect(practiceBadgeStyle(70)).toBe('default');
    expect(practiceBadgeStyle(69.9)).toBe('secondary');
    expect(practiceBadgeStyle(50)).toBe('secondary');
    expect(practiceBadgeStyle(49.9)).toBe('destructive');
  });

  it('colours progress rates green, yellow and red', () => {
    expect(progressRateColor(70)).toBe('green');
    expect(progressRateColor(50)).toBe('yellow');
    expect(progressRateColor(10)).toBe('red');
  });

  it('colours statistics bars in four bands', () => {
    expect(statisticsBandColor(80)).toBe('green');
    expect(statisticsBandColor(60)).toBe('lime');
    expect(statisticsBandColor(40)).toBe('yellow');
    expect(statisticsBandColor(39.9)).toBe('red');
  });

  it('uses the local calendar date', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
