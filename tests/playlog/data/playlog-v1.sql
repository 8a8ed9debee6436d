-- A play log of layout version 1 (companion/playlog/schema.py, _v1), written by hand: two Meduris plays.
-- Play 1 is shared/examples/meduris-2p.json (Blue 47 + 6 + 15 = 68, Purple 55 + 8 + 10 = 73);
-- play 2 is the tied sheet of playlog_support.TIED_MEDURIS (Ann 50 + 3 + 6 = 59, Bob 53 + 6 + 0 = 59, shared).
-- Version 1 kept the points per category only inside the result JSON (trimmed here to what it must hold).
PRAGMA application_id = 1111966540;
PRAGMA user_version = 1;
CREATE TABLE plays (
    id INTEGER PRIMARY KEY,
    played_on TEXT NOT NULL,
    game TEXT NOT NULL,
    sheet TEXT NOT NULL,
    result TEXT NOT NULL,
    tie_break TEXT NOT NULL,
    duration INTEGER,
    note TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE TABLE play_players (
    play_id INTEGER NOT NULL REFERENCES plays(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    total INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    PRIMARY KEY (play_id, seat)
);
CREATE INDEX plays_game_date ON plays (game, played_on);
CREATE INDEX play_players_name ON play_players (name);
INSERT INTO plays VALUES (1, '2023-11-18', 'meduris',
    '{"game": "meduris", "players": [{"name": "Blue", "track": 47, "rune_stones": 5, "temples": [[3, 2], [1, 0]], "huts_built": 12, "resources_left": 2}, {"name": "Purple", "track": 55, "rune_stones": 4, "temples": [[0, 4], [2, 2]], "huts_built": 10, "resources_left": 6}]}',
    '{"game": "meduris", "players": [{"name": "Blue", "total": 68, "rank": 2, "categories": {"track": 47, "temples": 6, "rune_stones": 15}}, {"name": "Purple", "total": 73, "rank": 1, "categories": {"track": 55, "temples": 8, "rune_stones": 10}}], "winners": ["Purple"], "tie_break": "No players are tied on points."}',
    '{"en": "No players are tied on points.", "pl": "Nikt nie remisuje na punkty."}',
    60, 'before the migration', '2023-11-18T21:00:00+00:00');
INSERT INTO plays VALUES (2, '2023-11-25', 'meduris',
    '{"game": "meduris", "players": [{"name": "Ann", "track": 50, "rune_stones": 3, "temples": [[2, 1]], "huts_built": 10, "resources_left": 4}, {"name": "Bob", "track": 53, "rune_stones": 0, "temples": [[3, 3]], "huts_built": 10, "resources_left": 4}]}',
    '{"game": "meduris", "players": [{"name": "Ann", "total": 59, "rank": 1, "categories": {"track": 50, "temples": 3, "rune_stones": 6}}, {"name": "Bob", "total": 59, "rank": 1, "categories": {"track": 53, "temples": 6, "rune_stones": 0}}], "winners": ["Ann", "Bob"], "tie_break": "Ann and Bob are tied on 59 points and stay tied after every tie-break."}',
    '{"en": "Ann and Bob are tied on 59 points and stay tied after every tie-break.", "pl": "Ann i Bob remisują."}',
    NULL, '', '2023-11-25T21:00:00+00:00');
INSERT INTO play_players VALUES (1, 0, 'Blue', 68, 2), (1, 1, 'Purple', 73, 1), (2, 0, 'Ann', 59, 1), (2, 1, 'Bob', 59, 1);
