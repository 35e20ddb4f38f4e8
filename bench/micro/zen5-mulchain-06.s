# CPU: znver5
# MEASURED: 1.05
# imull $3 beside a one-cycle chain and an independent leal: 1.05 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	imull	$3, %r8d, %eax
	addl	%r9d, %edx
	leal	1(%r9), %r10d
