import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CoachKnowledgeService, type KnowledgeNote } from '../ai/index.js';
import {
  EIGHT_BALL_RACE_CHART,
  EIGHT_BALL_TEAM_POINTS,
  MAX_SENIORS,
  NINE_BALL_MATCH_POINTS,
  NINE_BALL_MATCH_TOTAL,
  NINE_BALL_POINTS,
  SENIOR_SKILL_LEVEL,
  SKILL_LEVEL_RANGES,
} from './domain/index.js';

const MANUAL = 'APA Official Team Manual (rules.poolplayers.com)';
const ADVISOR = 'Kickshots’ Lineup Advisor, which applies the same tables';

/** The standard cap on a lineup's five skill levels. */
const STANDARD_CAP = 23;

function eightBallChart(): string {
  return Object.entries(EIGHT_BALL_RACE_CHART)
    .map(
      ([ours, row]) =>
        `SL ${ours}: ` +
        Object.entries(row)
          .map(([theirs, [a, b]]) => `v SL ${theirs} ${a}–${b}`)
          .join(', '),
    )
    .join('; ');
}

function nineBallPoints(): string {
  return Object.entries(NINE_BALL_POINTS)
    .map(([level, points]) => `SL ${level} ${points}`)
    .join(', ');
}

function nineBallLoserShares(): string {
  return Object.entries(NINE_BALL_MATCH_POINTS)
    .map(([level, thresholds]) => `SL ${level} loser: 12–8 from ${thresholds.at(-1)} points`)
    .join('; ');
}

/**
 * The league rules the Lineup Advisor applies, as notes for the AI Pool Coach: written from the
 * same tables the optimiser uses, so the coach and the advisor cannot disagree.
 */
export function leagueRuleNotes(): KnowledgeNote[] {
  const eight = SKILL_LEVEL_RANGES['8-ball'];
  const nine = SKILL_LEVEL_RANGES['9-ball'];
  const { win, shutoutWin, hillLoss } = EIGHT_BALL_TEAM_POINTS;
  return [
    {
      id: 'rule-23',
      title: 'The 23 rule: the cap on a lineup’s skill levels',
      keywords: [
        '23 rule',
        'twenty three rule',
        'skill level cap',
        'handicap cap',
        'lineup total',
        'team total',
      ],
      text:
        `In APA team play the skill levels of the five players a team puts up over a night may add up to at most ` +
        `${STANDARD_CAP} (the 23 rule). Every put-up must leave a legal five: a team that has already played its ` +
        `high skill levels must finish with lower ones. The Lineup Advisor keeps the cap per team (23 unless your ` +
        `league sets another) and never suggests a put-up that breaks it.`,
      source: `${MANUAL}; ${ADVISOR}`,
      url: '/lineup',
    },
    {
      id: 'rule-skill-levels',
      title: 'APA skill levels',
      keywords: [
        'skill level',
        'SL',
        'handicap',
        'rating',
        'what is my skill level',
        'equalizer',
        'go up',
        'move up',
        'went up',
        'goes down',
        'change',
      ],
      text:
        `APA handicaps players with skill levels: ${eight.min}–${eight.max} in 8-ball and ${nine.min}–${nine.max} ` +
        `in 9-ball. The league sets and updates your level from your match results, and the level decides how ` +
        `much you must win: games in 8-ball (the race chart) or points in 9-ball. The handicap is meant to make ` +
        `a match between two players who play to their levels about even.`,
      source: MANUAL,
      url: '/lineup',
    },
    {
      id: 'rule-race-chart',
      title: 'The 8-ball race chart',
      keywords: ['race', 'race chart', 'how many games', 'games to win', '8-ball race', 'race to'],
      text:
        `In 8-ball each match is a race in games set by both skill levels (your games first, then your ` +
        `opponent's): ${eightBallChart()}.`,
      source: `${MANUAL} (the 8-ball race chart); ${ADVISOR}`,
      url: '/lineup',
    },
    {
      id: 'rule-nine-ball-points',
      title: '9-ball: points to win and the 20-point match',
      keywords: [
        '9-ball points',
        'nine ball points',
        'points needed',
        'ball count',
        '20 points',
        'match points',
      ],
      text:
        `In 9-ball each ball pocketed is worth 1 point and the 9 is worth 2; each player needs the points of ` +
        `their own skill level: ${nineBallPoints()}. Every match is worth ${NINE_BALL_MATCH_TOTAL} team points: ` +
        `the loser earns 0–8 by the points they scored, on the chart for their skill level, the winner the rest ` +
        `(20–0 down to 12–8; ${nineBallLoserShares()}).`,
      source: `${MANUAL} (League Structure → Scoring; the 9-ball scoresheet); ${ADVISOR}`,
      url: '/lineup',
    },
    {
      id: 'rule-team-points',
      title: '8-ball team points: the 3-point system',
      keywords: ['team points', 'scoring', 'points per match', 'shutout', 'hill', 'bonus point', '3 point'],
      text:
        `In 8-ball each individual match is worth up to 3 team points: the winner earns ${win}, or ` +
        `${shutoutWin} when the loser won no game; the loser earns ${hillLoss} when they finished one game ` +
        `short of their race (on the hill), else 0. The team with more points over the night's five matches wins ` +
        `the night, which is why the Lineup Advisor maximises expected team points rather than matches.`,
      source: `${MANUAL} (League Structure → Scoring); ${ADVISOR}`,
      url: '/lineup',
    },
    {
      id: 'rule-senior',
      title: 'The senior skill level rule',
      keywords: ['senior rule', 'senior', 'high skill levels', 'how many 6s', 'how many 7s', 'top players'],
      text:
        `Many APA leagues limit how many high skill levels may play in one night: at most ${MAX_SENIORS} players ` +
        `of SL ${SENIOR_SKILL_LEVEL['8-ball']}+ in 8-ball or SL ${SENIOR_SKILL_LEVEL['9-ball']}+ in 9-ball ` +
        `(the senior rule). In the Lineup Advisor it is a team setting next to the cap: on or off, its level ` +
        `and how many may play.`,
      source: `${MANUAL}; ${ADVISOR}`,
      url: '/lineup',
    },
    {
      id: 'rule-put-up',
      title: 'Put-ups: who plays whom on match night',
      keywords: ['put up', 'putting up', 'lineup', 'who goes first', 'match order', 'strategy', 'captain'],
      text:
        'On an APA night the captains take turns to put up a player first; the other team answers with a ' +
        'player of its own, and the side that puts up first alternates from match to match. Putting up first ' +
        'gives the other captain the choice of matchup, so strong teams often save a flexible player for ' +
        'answering. The Lineup Advisor plays this out exactly: for each put-up it gives your best answer, and on ' +
        'match night it re-plans after every result.',
      source: `${MANUAL}; ${ADVISOR}`,
      url: '/lineup',
    },
  ];
}

/** Registers the league rules with the AI Pool Coach at start-up. */
@Injectable()
export class LeagueRuleNotes implements OnModuleInit {
  constructor(private readonly knowledge: CoachKnowledgeService) {}

  onModuleInit(): void {
    this.knowledge.registerNotes(leagueRuleNotes());
  }
}
