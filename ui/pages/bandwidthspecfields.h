// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/testspec.h"

#include <QString>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace Tandem::Ui {

// The Bandwidth page's settings fields as one TestSpec: read for the next run, written back for
// a resumed session's last run. Holds the page's widgets, owns none. GUI thread only.
struct BandwidthSpecFields
{
    QComboBox *tool = nullptr;
    QComboBox *op = nullptr;
    QLineEdit *min = nullptr;
    QLineEdit *max = nullptr;
    QSpinBox *factor = nullptr;
    QSpinBox *soak = nullptr;
    QComboBox *backend = nullptr;
    QDoubleSpinBox *threshold = nullptr;
    QLineEdit *environment = nullptr;

    [[nodiscard]] TestSpec read() const;
    // Puts `spec` into the fields; the environment only where the spec has one (a saved run
    // keeps its environment in its command alone, and the field keeps what it holds).
    void show(const TestSpec &spec) const;
    // Why the environment field cannot be read as NAME=VALUE words; empty when it can.
    [[nodiscard]] QString environmentError() const;
    // A size as the fields take it (parseSize): the largest binary unit that divides it.
    [[nodiscard]] static QString sizeText(qint64 bytes);
};

} // namespace Tandem::Ui
