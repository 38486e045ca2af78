import { Injectable } from '@nestjs/common';

/** The time, injectable so rules that depend on it can be tested with a fixed clock. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that stands still until moved (tests). */
export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = date;
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
