"""JUnit XML: one testcase per golden expectation, so CI shows each broken golden by name."""

from __future__ import annotations

from xml.etree import ElementTree as ET


def render(report: dict) -> str:
    root = ET.Element("testsuites", name="togmal-eval")
    for name, rep in report["suites"].items():
        cases = [(c, k, ok) for c in rep["cases"] for k, ok in sorted(c["expectations"].items())]
        failures = sum(1 for _, _, ok in cases if not ok)
        ts = ET.SubElement(
            root, "testsuite", name=name, tests=str(len(cases)), failures=str(failures)
        )
        for c, k, ok in cases:
            tc = ET.SubElement(ts, "testcase", classname=f"{name}.{c['id']}", name=k)
            if not ok:
                p = c["prediction"]
                f = ET.SubElement(tc, "failure", message=f"expectation {k} failed")
                f.text = (
                    f"level {p['level']} risk {p['risk']} ood {p['ood']} "
                    f"difficulty {p['difficulty']}; truth {c['truth']}"
                )
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
