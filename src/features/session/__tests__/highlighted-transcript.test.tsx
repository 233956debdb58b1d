// The transcript with a note sentence's passages marked: one transcript-highlight (the
// best passage, scrolled to), the others marked alike; a question and its answer one mark.
import React from 'react';
import { render, screen } from '@testing-library/react';
import { HighlightedTranscript, markedRanges } from '../components/highlighted-transcript';

const TEXT = '[doctor] any fever?\n[patient] no fever.\n[doctor] we will get an x-ray.';

describe('highlighted transcript', () => {
  it('marks the best passage as the transcript-highlight and the others alike', () => {
    const xray = TEXT.indexOf('we will');
    render(
      <div className="transcript-text">
        <HighlightedTranscript
          text={TEXT}
          ranges={[
            { start: xray, end: TEXT.length },
            { start: 9, end: 19 },
          ]}
        />
      </div>,
    );
    expect(screen.getByTestId('transcript-highlight').textContent).toBe('we will get an x-ray.');
    expect(screen.getByTestId('transcript-highlight-more').textContent).toBe('any fever?');
  });

  it('joins a question and its answer, drops ranges outside the text', () => {
    const answer = TEXT.indexOf('no fever.');
    expect(
      markedRanges(TEXT, [
        { start: answer, end: answer + 9 },
        { start: 9, end: 19 },
        { start: 5, end: 500 },
      ]),
    ).toEqual({
      ranges: [{ start: 9, end: answer + 9 }],
      primary: 0,
    });
  });
});
