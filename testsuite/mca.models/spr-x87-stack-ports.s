# Emerald Rapids: the x87 stack's register loads and stores (fld %st(i),
# fst and fstp %st(i)) run on ports 0 and 5, where LLVM's model lets
# them use ports 0, 1, 5 and 6.  Measured on the Emerald Rapids host
# with gcc-mca-measure -calibration=scalar: fld %st(0) and fstp %st(0)
# 1.00 cycles per iteration, two of each 2.00, beside two vpaddd 1.33,
# beside a vpermd or a vpmovmskb 1.50.  Before, 1.05.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 2.00
	fld	%st(0)
	fld	%st(0)
	fstp	%st(0)
	fstp	%st(0)
