"""The import graph of engine/, cards/ and solver/, read from the sources with `ast`.

Every import counts, wherever it is written (a function-level import is still a
dependency). The rules are checked on packages (engine, cards,
solver) and on subpackages (engine.rules, solver.search, solver.cli,
solver.tournament, solver.explain once the explanation modules are a package).
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "cards", "solver")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """module -> the project modules it imports (`from pkg import mod` names the module)."""
    files = {module_name(p, root): p for pkg in PACKAGES for p in (root / pkg).rglob("*.py")}
    graph = {}
    for mod, path in files.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                deps.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(anchor + ([base] if base else []))
                deps.update(f"{base}.{a.name}" if f"{base}.{a.name}" in files else base
                            for a in node.names)
        graph[mod] = {d for d in deps if d in files and d != mod}
    return graph


def group(mod: str) -> str:
    """A module's node in the graph of subpackages: its subpackage (engine.rules,
    solver.search, ...), or itself for a module of a top-level package (engine.ops,
    solver.api), so that e.g. solver.search -> solver.api -> solver.search is a cycle
    and engine.rules -> engine.ops, engine.moves -> engine.rules is not."""
    if mod in ("engine.verbs", "engine.costs", "engine.statics"):   # registries: lists of names, importing nothing
        return mod + " (registry)"
    if mod.startswith(("engine.verbs.", "engine.costs.", "engine.statics.")):
        # the verbs, the cost kinds and the statics are part of the rules: the rules dispatch to
        # them, they use the rules' primitives (one layer, one node)
        return "engine.rules"
    return ".".join(mod.split(".")[:2])


def edges(graph, key) -> set[tuple[str, str]]:
    return {(key(a), key(b)) for a, deps in graph.items() for b in deps if key(a) != key(b)}


def cycles(pairs: set[tuple[str, str]]) -> list[set[str]]:
    """The strongly connected components of more than one node."""
    succ: dict[str, set[str]] = {}
    for a, b in pairs:
        succ.setdefault(a, set()).add(b)
        succ.setdefault(b, set())

    def reach(x):
        seen, todo = {x}, [x]
        while todo:
            for y in succ[todo.pop()]:
                if y not in seen:
                    seen.add(y)
                    todo.append(y)
        return seen

    reaches = {x: reach(x) for x in succ}
    comps = {frozenset(y for y in reaches[x] if x in reaches[y]) for x in succ}
    return [set(c) for c in comps if len(c) > 1]


def offenders(graph, importer: str, imported: tuple[str, ...]) -> list[str]:
    """`a -> b` for every module a under `importer` importing a module under `imported`."""
    def under(mod, prefix):
        return mod == prefix or mod.startswith(prefix + ".")
    return sorted(f"{a} -> {b}" for a, deps in graph.items() if under(a, importer)
                  for b in deps if any(under(b, p) for p in imported))


GRAPH = import_graph()
# engine <-> cards is its own (expected to fail) test below
PENDING: set = set()        # cycles allowed for now: none


def test_the_graph_sees_known_imports():
    assert "engine.moves" in GRAPH["solver.search.expand"]           # from engine.moves import ...
    assert "solver.search.negamax" in GRAPH["solver.search.store"]    # from solver.search import negamax
    assert "solver.search.table" in GRAPH["solver.api"]
    assert group("solver.search.store") == "solver.search"
    assert group("solver.api") == "solver.api"
    assert group("solver.cli") == "solver.cli"
    assert group("engine.rules.mana") == "engine.rules"


def test_the_checks_catch_a_violation(tmp_path):
    """A small tree with each kind of fault: the checks must report them."""
    files = {"engine/__init__.py": "", "engine/rules/__init__.py": "",
             "engine/rules/fast.py": "def f():\n    from solver.search import lazy\n",
             "cards/__init__.py": "", "solver/__init__.py": "", "solver/api.py": "import engine.rules.fast\n",
             "solver/search/__init__.py": "",
             "solver/search/lazy.py": "from ..cli import main\n",
             "solver/cli/__init__.py": "", "solver/cli/main.py": "from solver import api\n"
                                                                 "from solver.search import lazy\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    g = import_graph(tmp_path)
    assert offenders(g, "engine", ("solver",)) == ["engine.rules.fast -> solver.search.lazy"]
    assert offenders(g, "solver.search", ("solver.cli",)) == ["solver.search.lazy -> solver.cli.main"]
    assert cycles(edges(g, group)) == [{"engine.rules", "solver.api", "solver.search", "solver.cli"}]
    assert cycles(edges(g, lambda m: m.split(".")[0])) == [{"engine", "solver"}]


@pytest.mark.parametrize("pkg", ["engine", "cards"])
def test_engine_and_cards_never_import_solver(pkg):
    assert offenders(GRAPH, pkg, ("solver",)) == []


def test_search_kernels_import_nothing_above_them():
    upper = ("solver.explain", "solver.cli",
             "solver.tournament", "solver.api")
    assert offenders(GRAPH, "solver.search", upper) == []


def test_no_cycle_between_top_level_packages():
    found = [c for c in cycles(edges(GRAPH, lambda m: m.split(".")[0])) if c not in PENDING]
    assert found == []


def test_no_cycle_between_subpackages():
    def pending(a, b):
        return frozenset({a.split(".")[0], b.split(".")[0]}) in PENDING
    pairs = {(a, b) for a, b in edges(GRAPH, group) if not pending(a, b)}
    assert cycles(pairs) == []


def test_only_one_of_engine_and_cards_imports_the_other():
    # cards/ (the data) imports engine/ (its vocabulary, verbs and costs); never the reverse
    assert offenders(GRAPH, "engine", ("cards",)) == []


def function_level_imports(root: Path = ROOT) -> list[str]:
    """`file:line` of every import written inside a function, without a comment saying why."""
    found = []
    for pkg in PACKAGES:
        for path in sorted((root / pkg).rglob("*.py")):
            lines = path.read_text().splitlines()
            for fn in ast.walk(ast.parse("\n".join(lines), str(path))):
                if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    found += [f"{path.relative_to(root)}:{n.lineno}" for n in ast.walk(fn)
                              if isinstance(n, (ast.Import, ast.ImportFrom))
                              and "#" not in lines[n.lineno - 1]]
    return found


def test_an_import_inside_a_function_says_why():
    # only for a real reason (an optional dependency), never to dodge a cycle
    assert function_level_imports() == []
