# Emerald Rapids: two vpmaddwd feeding two vpcmpeqd chains, 2.11 cycles
# per iteration measured on the Emerald Rapids host with gcc-mca-measure
# (one chain 2.00; three vpaddd chains fed so 2.13, where six operations
# on ports 0, 1 and 5 need 2): each instruction is bound to a port in its
# own turns (`slowforward'), so each chain pays every other time.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 2.0
	vpmaddwd	%ymm3, %ymm2, %ymm0
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vpmaddwd	%ymm3, %ymm2, %ymm6
	vpcmpeqd	%ymm7, %ymm6, %ymm7
