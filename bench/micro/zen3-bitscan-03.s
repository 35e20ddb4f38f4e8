# CPU: znver3
# MEASURED: 4.00
# bit scans of memory: tzcntl (%rsi,%rcx), %eax; tzcntl (%rsi,%rcx), %edx
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	tzcntl (%rsi,%rcx), %eax
	tzcntl (%rsi,%rcx), %edx
