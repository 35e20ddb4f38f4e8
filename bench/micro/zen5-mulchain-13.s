# CPU: znver5
# MEASURED: 1.13
# imull beside two one-cycle chains and two independent leal: 1.12-1.14, as without the leal (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	imull	$3, %r8d, %eax
	addl	%r9d, %edx
	addq	$1, %rsi
	leal	1(%r9), %r10d
	leal	1(%r9), %r11d
