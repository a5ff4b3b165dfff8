"""`--scheduler`: the same round on a Dask LocalCluster of two worker processes
gives the same tables as the local run (seconds aside: they are measured)."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest
from click.testing import CliRunner

from solver.cli.main import cli

distributed = pytest.importorskip("distributed")
ROOT = Path(__file__).resolve().parents[2]


def _table(path):
    with open(path, newline="") as f:
        return [{k: v for k, v in r.items() if k != "seconds"} for r in csv.DictReader(f)]


@pytest.mark.timeout(300)
def test_local_cluster_tables_equal_the_local_run(tmp_path):
    entries = ROOT / "samples" / "round.txt"
    common = ["roundrobin", str(entries), "--deck-size", "2", "--quiet"]
    r = CliRunner().invoke(cli, common + ["--jobs", "1", "--out", str(tmp_path / "local"),
                                          "--store", str(tmp_path / "local.sqlite")])
    assert r.exit_code == 0, r.output
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=None) as cluster:
        r = CliRunner().invoke(cli, common + ["--scheduler", cluster.scheduler_address,
                                              "--out", str(tmp_path / "dask"),
                                              "--store", str(tmp_path / "dask.sqlite")])
        assert r.exit_code == 0, r.output
        assert "22 solved now, 0 from the store" in r.stdout
        # both workers took part
        with distributed.Client(cluster) as client:
            assert len(client.scheduler_info()["workers"]) == 2
    for t in ("pairings.csv", "matrix.csv", "standings.csv"):
        assert _table(tmp_path / "dask" / t) == _table(tmp_path / "local" / t), t


def test_no_scheduler_there_is_bad_input(tmp_path, monkeypatch):
    from solver.tournament import cluster
    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", 1.0)
    entries = ROOT / "samples" / "round.txt"
    r = CliRunner().invoke(cli, ["roundrobin", str(entries), "--deck-size", "2", "--quiet",
                                 "--scheduler", "tcp://127.0.0.1:1", "--out", str(tmp_path / "o"),
                                 "--store", str(tmp_path / "s.sqlite")])
    assert r.exit_code == 2, r.output
    assert r.stderr.startswith("Error: cannot reach the Dask scheduler at tcp://127.0.0.1:1")
