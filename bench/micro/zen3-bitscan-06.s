# CPU: znver3
# MEASURED: 3.02
# bit scans of memory: tzcntl (%rsi,%rcx), %eax; addl $1, %r8d; addl $1, %r9d; addl $1, %r10d; addl $1, %r11d; addl $1, %r12d
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	tzcntl (%rsi,%rcx), %eax
	addl $1, %r8d
	addl $1, %r9d
	addl $1, %r10d
	addl $1, %r11d
	addl $1, %r12d
