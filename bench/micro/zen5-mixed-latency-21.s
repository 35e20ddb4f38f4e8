# CPU: znver5
# MEASURED: 1.11
# a load squared by imull into an addl chain, beside an addq chain: 1.11 and 1.11 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	movl (%rsi), %eax
	imull %eax, %eax
	addl %eax, %edx
	addq $1, %r10
