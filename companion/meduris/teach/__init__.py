"""Teaching material for Meduris: prepared positions (:mod:`.scenarios`), move narration
(:mod:`.narration`) — pure Python, usable anywhere — and the lesson of the teaching notebook
(:mod:`.lessons`: its prose, tasks, quizzes and replays), shown with the shared teaching kit
:mod:`companion.ui.teach`."""
