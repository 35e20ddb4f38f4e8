# CPU: znver3
# MEASURED: 1.99
# as zen3-chain-reader-01 with testq %rdi, %rdi as the reader: 1.99
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	addq	$1, %rdi
	testq	%rdi, %rdi
	addq	$1, %r8
	addq	$1, %r9
	addq	$1, %r10
