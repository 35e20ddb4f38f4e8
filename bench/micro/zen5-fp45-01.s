# CPU: znver5
# MEASURED: 4.32
# eight FMA chains of four cycles beside two ymm stores: 4.32 (the model 5.00: an accumulator that comes through the bypass seems not to take the store-data pipe) (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	vfmadd231ps	%ymm1, %ymm4, %ymm2
	vfmadd231ps	%ymm1, %ymm4, %ymm5
	vfmadd231ps	%ymm1, %ymm4, %ymm8
	vfmadd231ps	%ymm1, %ymm4, %ymm9
	vfmadd231ps	%ymm1, %ymm4, %ymm10
	vfmadd231ps	%ymm1, %ymm4, %ymm11
	vfmadd231ps	%ymm1, %ymm4, %ymm12
	vfmadd231ps	%ymm1, %ymm4, %ymm13
	vmovups	%ymm6, (%rdi)
	vmovups	%ymm7, 32(%rdi)
	addq	$64, %rdi
