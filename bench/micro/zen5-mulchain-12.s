# CPU: znver5
# MEASURED: 1.00
# a load beside two one-cycle chains: 1.00 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	movl	(%rbx), %eax
	addl	%r9d, %edx
	addq	$1, %rsi
