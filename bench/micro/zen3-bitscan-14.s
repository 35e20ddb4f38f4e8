# CPU: znver3
# MEASURED: 4.00
# bit scans of memory: bsfl (%rsi), %eax; addl $1, %r8d; addl $1, %r9d; addl $1, %r10d; addl $1, %r11d; addl $1, %r12d; addl $1, %r13d
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	bsfl (%rsi), %eax
	addl $1, %r8d
	addl $1, %r9d
	addl $1, %r10d
	addl $1, %r11d
	addl $1, %r12d
	addl $1, %r13d
