"""PNG plots per suite: reliability diagram and ROC curve (matplotlib, headless)."""

from __future__ import annotations

from pathlib import Path

import numpy as np


def write_plots(report: dict, folder: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from sklearn.metrics import roc_curve

    from ..atomic import atomic_write_bytes

    written = []
    for name, rep in report["suites"].items():
        rows = [
            c["row"]
            for c in rep["cases"]
            if "y_true" in c["row"] and c["row"].get("risk") is not None
        ]
        y = np.array([r["y_true"] for r in rows])
        p = np.array([r["risk"] for r in rows])
        if len(rows) == 0 or len(set(y)) < 2:
            continue
        fig, axes = plt.subplots(1, 2, figsize=(10, 4.5))
        bins = rep.get("details", {}).get("ece_bins", [])
        xs = [b["confidence"] for b in bins if b["n"]]
        ys = [b["accuracy"] for b in bins if b["n"]]
        axes[0].plot([0, 1], [0, 1], "--", color="grey")
        axes[0].plot(xs, ys, "o-")
        axes[0].set(title=f"{name}: reliability", xlabel="predicted risk", ylabel="observed rate")
        fpr, tpr, _ = roc_curve(y, p)
        auc = rep["metrics"].get("auroc", {}).get("value")
        axes[1].plot(fpr, tpr, label=f"AUROC {auc:.3f}" if auc is not None else None)
        axes[1].plot([0, 1], [0, 1], "--", color="grey")
        axes[1].set(title=f"{name}: ROC", xlabel="false positive rate", ylabel="true positive rate")
        axes[1].legend(loc="lower right")
        fig.tight_layout()
        import io

        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=90, metadata={"Software": None})
        plt.close(fig)
        out = folder / f"{name}.png"
        atomic_write_bytes(out, buf.getvalue())
        written.append(out)
    return written
