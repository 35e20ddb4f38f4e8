# CPU: znver3
# MEASURED: 2.01
# bit scans of memory: tzcntl (%rsi,%rcx), %eax; cmovel %edi, %r8d; cmovel %edi, %r9d
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	tzcntl (%rsi,%rcx), %eax
	cmovel %edi, %r8d
	cmovel %edi, %r9d
