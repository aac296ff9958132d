import { SingleFlight } from './single-flight.js';

it('gives concurrent asks of one key one run, and runs again once it has ended, failed or not', async () => {
  const flights = new SingleFlight<number>();
  let runs = 0;
  const work = async () => ((runs += 1), await new Promise((resolve) => setTimeout(resolve, 5)), runs);
  const both = [flights.run('a', work), flights.run('a', work)];
  expect(flights.has('a')).toBe(true);
  expect(await Promise.all(both)).toEqual([1, 1]);
  expect(flights.has('a')).toBe(false);
  await expect(flights.run('a', async () => Promise.reject(new Error('düştü')))).rejects.toThrow('düştü');
  expect(await flights.run('a', work)).toBe(2);
});
