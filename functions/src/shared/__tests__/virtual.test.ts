import { botStateOf, createBotSchema, isFinalBotState, meetingPlatform } from '../virtual';

describe('meeting links', () => {
  it.each([
    ['https://zoom.us/j/81234567890?pwd=abc', 'zoom'],
    ['https://us02web.zoom.us/j/81234567890', 'zoom'],
    ['https://meet.google.com/abc-defg-hij', 'meet'],
    ['https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0?context=%7b%7d', 'teams'],
    ['https://teams.live.com/meet/9876543210', 'teams'],
  ])('recognises %s', (url, platform) => {
    expect(meetingPlatform(url)).toBe(platform);
  });

  it.each([
    'https://example.com/j/123',
    'http://zoom.us/j/123',
    'zoom.us/j/123',
    'https://meet.google.com/abcdefghij',
    'https://evil.com/?https://meet.google.com/abc-defg-hij',
    'https://zoom.us.evil.com/j/1',
    '',
  ])('refuses %s', (url) => {
    expect(meetingPlatform(url)).toBeNull();
  });

  it("accepts the local stand-in's meetings only when its base is given", () => {
    expect(meetingPlatform('http://127.0.0.1:4640/meet/abc-1')).toBeNull();
    expect(meetingPlatform('http://127.0.0.1:4640/meet/abc-1', 'http://127.0.0.1:4640')).toBe('local');
    expect(meetingPlatform('http://127.0.0.1:4640/meet/../x', 'http://127.0.0.1:4640')).toBeNull();
    expect(meetingPlatform('http://127.0.0.1:4641/meet/abc', 'http://127.0.0.1:4640')).toBeNull();
  });
});

describe('bot states', () => {
  it("maps the provider's status codes", () => {
    expect(
      ['joining_call', 'in_waiting_room', 'in_call_recording', 'in_call_not_recording', 'call_ended', 'done', 'fatal', 'something_new'].map(
        botStateOf,
      ),
    ).toEqual(['joining', 'waiting', 'recording', 'paused', 'left', 'left', 'failed', null]);
    expect(['left', 'failed', 'recording', 'waiting'].map((s) => isFinalBotState(s as never))).toEqual([true, true, false, false]);
  });

  it('needs a bot name and a session id', () => {
    expect(createBotSchema.safeParse({ sessionId: 'session-0001', meetingUrl: 'https://zoom.us/j/1', botName: ' ' }).success).toBe(false);
    expect(createBotSchema.safeParse({ sessionId: 'x', meetingUrl: 'https://zoom.us/j/1', botName: 'Bot' }).success).toBe(false);
    expect(createBotSchema.parse({ sessionId: 'session-0001', meetingUrl: ' https://zoom.us/j/1 ', botName: ' Bot ' })).toEqual({
      sessionId: 'session-0001',
      meetingUrl: 'https://zoom.us/j/1',
      botName: 'Bot',
    });
  });
});
