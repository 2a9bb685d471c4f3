import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roundOrder } from './read-rounds.mjs';

const servers = ['api 10k', 'floor 10k', 'api 100k', 'floor 100k'];
const orders = [0, 1, 2, 3].map((round) => roundOrder(servers, 2, round));

test('every round loads every server once', () => {
  for (const order of orders) assert.deepEqual([...order].sort(), [...servers].sort());
});

test("a size's API and floor are loaded back to back in every round", () => {
  for (const order of orders) {
    for (const size of ['10k', '100k']) {
      const positions = [`api ${size}`, `floor ${size}`].map((server) => order.indexOf(server));
      assert.equal(Math.abs(positions[0] - positions[1]), 1, order.join(', '));
    }
  }
});

test('each server goes first once in four rounds, and the API leads its floor every other round', () => {
  assert.deepEqual(orders.map((order) => order[0]).sort(), [...servers].sort());
  const apiFirst = orders.map((order) => order.indexOf('api 10k') < order.indexOf('floor 10k'));
  assert.deepEqual(apiFirst, [true, false, true, false]);
});
