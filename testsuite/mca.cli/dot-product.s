# The dot-product of the llvm-mca manual on btver2: every view must print
# exactly what llvm-mca-19 prints.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -iterations=300
# RUN-timeline: -mcpu=btver2 -iterations=3 -timeline
# RUN-bottleneck: -mcpu=btver2 -iterations=500 -bottleneck-analysis
# RUN-allstats: -mcpu=btver2 -iterations=300 -all-stats
# RUN-tables: -mcpu=btver2 -instruction-tables
vmulps	%xmm0, %xmm1, %xmm2
vhaddps	%xmm2, %xmm2, %xmm3
vhaddps	%xmm3, %xmm3, %xmm4
